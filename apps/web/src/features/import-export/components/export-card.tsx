import { Button } from "primereact/button";
import { SelectButton } from "primereact/selectbutton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { saveFile } from "../../../lib/save-file";
import { downloadConfiguration, type ExportFormat } from "../api/transfer";

/** Saves the configuration of an organization and those below it as a JSON file or an Excel workbook. */
export function ExportCard() {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const current = useCurrentOrganization();
  const [chosen, setChosen] = useState<number | null>(null);
  const orgId = chosen ?? current?.id ?? null;
  const [busy, setBusy] = useState(false);
  const [format, setFormat] = useState<ExportFormat>("json");

  const run = () => {
    if (orgId === null) return;
    setBusy(true);
    downloadConfiguration(orgId, format)
      .then(({ blob, fileName }) => saveFile(blob, fileName))
      .catch(showFailure)
      .finally(() => setBusy(false));
  };

  return (
    <section className="card stack gap-m" aria-labelledby="export-title">
      <h2 id="export-title" className="card__title">
        {t("importExport.export.title")}
      </h2>
      <p className="flush muted">{t("importExport.export.text")}</p>
      <div className="cluster gap-m wrap">
        <OrganizationField id="export-organization" label={t("importExport.export.organization")} value={orgId} onChange={(org) => setChosen(org.id)} />
        <div className="form-field">
          <span className="form-field__label" id="export-format-label">
            {t("importExport.export.format")}
          </span>
          <SelectButton
            value={format}
            options={[
              { value: "json", label: t("importExport.export.formats.json") },
              { value: "xlsx", label: t("importExport.export.formats.xlsx") },
            ]}
            onChange={(event) => {
              if (event.value) setFormat(event.value as ExportFormat);
            }}
            allowEmpty={false}
            aria-labelledby="export-format-label"
          />
        </div>
        <Button type="button" icon="pi pi-download" label={t("importExport.export.button")} loading={busy} disabled={busy || orgId === null} onClick={run} />
      </div>
    </section>
  );
}
