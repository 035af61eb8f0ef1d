import { APP_TYPES, type AppType } from "@alarm/contract";
import { useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { StateCard } from "../../../components/state-card";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { AppEditor } from "./app-editor";
import { AppsList } from "./apps-list";
import { LoneWorkerPanel } from "./lone-worker-panel";

/** The list and the editor side by side where there is room. */
const COLUMNS = { "--object-editor-grid-min": "30rem", alignItems: "start" } as CSSProperties;

const typeOf = (param: string | null): AppType | null => APP_TYPES.find((type) => type === param) ?? null;

/** /alarm-apps?type=: the organization's alarm apps (one per type), the editor of the type chosen, and its lone-worker settings. */
export function AlarmAppsScreen() {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const [chosenOrg, setChosenOrg] = useState<number | null>(null);
  const orgId = chosenOrg ?? current?.id ?? null;
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get("type"));

  return (
    <div className="stack">
      <div className="card stack gap-m">
        <p className="flush muted">{t("alarmApps.intro")}</p>
        <div style={{ maxWidth: "36rem" }}>
          <OrganizationField id="alarm-apps-organization" label={t("alarmApps.organization")} value={orgId} required onChange={(org) => setChosenOrg(org.id)} />
        </div>
      </div>
      {orgId === null ? (
        <StateCard icon="pi-building" title={t("alarmApps.noOrganization")} />
      ) : (
        <>
          <div className="object-editor__grid gap-xl" style={COLUMNS}>
            <section className="card stack gap-l" aria-labelledby="alarm-apps-list-title">
              <h2 id="alarm-apps-list-title" className="card__title flush">
                {t("alarmApps.list.title")}
              </h2>
              <AppsList orgId={orgId} selected={type} onSelect={(next) => setParams({ type: next }, { replace: true })} />
            </section>
            {type ? (
              <AppEditor key={`${orgId}-${type}`} orgId={orgId} type={type} />
            ) : (
              <StateCard icon="pi-mobile" title={t("alarmApps.choose.title")} text={t("alarmApps.choose.text")} />
            )}
          </div>
          <LoneWorkerPanel key={orgId} orgId={orgId} />
        </>
      )}
    </div>
  );
}
