import type { AppType } from "@alarm/contract";
import { Skeleton } from "primereact/skeleton";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { useOrganizationApp } from "../api/predefined-apps";
import { appIconOf } from "../model/app-form-model";
import { AppForm } from "./app-form";
import { AppIcon } from "./app-type-label";

/**
 * The organization's app of one type (GET /alarmpoints/predefined/{orgId}?alarmtype=), shown
 * read-only until Edit; after a create, update or remove editing is off again
 * (docs/domain-rules.md#editor-states).
 */
export function AppEditor({ orgId, type }: { orgId: number; type: AppType }) {
  const { t } = useTranslation();
  const app = useOrganizationApp(orgId, type);
  const [editing, setEditing] = useState(false);
  // A new form (the stored values) after Cancel.
  const [session, setSession] = useState(0);
  const label = t(`alarmApps.types.${type}`);

  let body;
  if (app.isPending) {
    body = (
      <div className="stack gap-m" role="status" aria-label={t("common.loading")}>
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height="3.5rem" />
        ))}
      </div>
    );
  } else if (app.isError) {
    body = (
      <ObjectListLoadError
        title={t("alarmApps.editor.loadError", { type: label })}
        error={app.error}
        retryLabel={t("alarmApps.list.retry")}
        onRetry={() => void app.refetch()}
      />
    );
  } else {
    body = (
      <AppForm
        key={`${app.data?.id ?? "new"}-${app.data?.version ?? 0}-${session}`}
        orgId={orgId}
        type={type}
        app={app.data}
        editing={editing}
        onEdit={() => setEditing(true)}
        onCancel={() => {
          setEditing(false);
          setSession((count) => count + 1);
        }}
        onDone={() => setEditing(false)}
      />
    );
  }

  return (
    <section className="card stack gap-l alarm-app-editor" aria-labelledby="alarm-app-title" data-testid="alarm-app-editor">
      <div className="card__header wrap">
        <h2 id="alarm-app-title" className="card__title cluster gap-s">
          <AppIcon icon={appIconOf(type, app.data)} />
          {t("alarmApps.editor.title", { type: label })}
        </h2>
        {app.isSuccess &&
          (app.data ? <Tag severity="success" value={t("alarmApps.list.setUp")} /> : <Tag severity="secondary" value={t("alarmApps.list.notSetUp")} />)}
      </div>
      {body}
    </section>
  );
}
