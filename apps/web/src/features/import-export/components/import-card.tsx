import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { ImportFileButton } from "./import-file-button";
import { ImportStageView } from "./import-stage-view";
import { useImport } from "./use-import";

/**
 * Imports a configuration file into an organization: a dry run first lists what would be created,
 * changed and left as it is, with every problem per row; the apply then writes it all or nothing.
 */
export function ImportCard() {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const [chosen, setChosen] = useState<number | null>(null);
  const orgId = chosen ?? current?.id ?? null;
  const { stage, check, apply, cancel } = useImport(orgId);

  return (
    <section className="card stack gap-m" aria-labelledby="import-title">
      <h2 id="import-title" className="card__title">
        {t("importExport.import.title")}
      </h2>
      <p className="flush muted">{t("importExport.import.text")}</p>
      <div className="cluster gap-m wrap">
        <OrganizationField
          id="import-organization"
          label={t("importExport.import.organization")}
          value={orgId}
          onChange={(org) => setChosen(org.id)}
          disabled={stage.kind === "working"}
        />
        {stage.kind !== "working" && <ImportFileButton disabled={orgId === null} outlined={stage.kind === "planned"} onFile={check} />}
      </div>
      <ImportStageView stage={stage} onApply={apply} onCancel={cancel} />
    </section>
  );
}
