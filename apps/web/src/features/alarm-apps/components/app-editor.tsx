import type { AppType, PredefinedApp } from "@alarm/contract";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { Skeleton } from "primereact/skeleton";
import { Tag } from "primereact/tag";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { emptyAlarmDefinitionForm } from "../../../components/alarm-definition-fields";
import { ChangeHistoryPanel } from "../../../components/change-history/change-history-panel";
import "../../../components/alarm-definition-fields/alarm-definition-fields.css";
import { IconField } from "../../../components/alarm-definition-fields/icon-field";
import { PlanField } from "../../../components/alarm-definition-fields/plan-field";
import type { SectionProps } from "../../../components/alarm-definition-fields/section-props";
import { FormField, fieldAria } from "../../../components/form-field";
import { ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { describeError, refusalDetail } from "../../../components/toast/describe-error";
import { ERROR_TOAST_LIFE_MS, useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useOrganizationApp, useRemoveApp, useSaveApp } from "../api/predefined-apps";
import {
  appIconOf,
  checkAppForm,
  editedAppOf,
  serverAppErrors,
  SYSTEM_ID_MAX,
  toCreateRequest,
  toUpdateRequest,
  type AppField,
  type AppFormValues,
} from "../model/app-form-model";
import { AppIcon } from "./app-type-label";

const ID_PREFIX = "alarm-app";
/** A message reads from the start of its line. */
const MESSAGE_STYLE = { justifyContent: "flex-start" } as const;
const FIELD_IDS: Record<AppField, string> = { systemId: `${ID_PREFIX}-systemId`, alarmPlanId: `${ID_PREFIX}-alarmPlanId`, icon: `${ID_PREFIX}-icon` };

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

interface AppFormProps {
  orgId: number;
  type: AppType;
  app: PredefinedApp | null;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** A create, update or remove succeeded. */
  onDone: () => void;
}

function AppForm({ orgId, type, app, editing, onEdit, onCancel, onDone }: AppFormProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const save = useSaveApp();
  const remove = useRemoveApp();
  const [edited] = useState(() => editedAppOf(type, app));
  const form = useObjectForm<AppFormValues, AppField>({
    initial: () => edited.values,
    check: checkAppForm,
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverAppErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed } = form;
  const label = t(`alarmApps.types.${type}`);

  useEffect(() => {
    if (editing) document.getElementById(FIELD_IDS.systemId)?.focus();
  }, [editing]);

  // The shared plan and icon fields read the alarm definition's form: only these two fields of it are the app's.
  const sectionProps: SectionProps = {
    idPrefix: ID_PREFIX,
    values: { ...emptyAlarmDefinitionForm(), alarmPlanId: values.alarmPlanId, icon: values.icon },
    edit: (field, value) => {
      if (field === "alarmPlanId") edit("alarmPlanId", value as AppFormValues["alarmPlanId"]);
      else if (field === "icon") edit("icon", value as AppFormValues["icon"]);
    },
    touch: (field) => {
      if (field === "alarmPlanId" || field === "icon") touch(field);
    },
    errorOf: (field) => (field === "alarmPlanId" || field === "icon" ? errorOf(field) : undefined),
    readOnly: !editing,
    orgId,
  };

  const submit = handleSubmit(() => {
    const request = edited.saved
      ? { kind: "update" as const, request: toUpdateRequest(edited.saved, values) }
      : { kind: "create" as const, request: toCreateRequest(orgId, type, values) };
    save.mutate(request, {
      onSuccess: () => {
        toast.show({
          severity: "success",
          summary: t(request.kind === "create" ? "alarmApps.editor.createdTitle" : "alarmApps.editor.savedTitle"),
          detail: t("alarmApps.editor.saved", { type: label }),
        });
        onDone();
      },
      onError: (error) => {
        // The server's reason as an error message, shown 5000 ms; problems of a field also under it (docs/domain-rules.md#error-catalogue).
        toast.show({ severity: "error", summary: describeError(error, i18n).summary, detail: refusalDetail(error, i18n), life: ERROR_TOAST_LIFE_MS });
        if (isApiError(error) && serverAppErrors(error.details)) saveFailed(error);
      },
    });
  });

  const confirmRemove = () => {
    const saved = edited.saved;
    if (!saved) return;
    confirmDialog({
      header: t("alarmApps.remove.header"),
      message: t("alarmApps.remove.confirm", { type: label }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("alarmApps.remove.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(saved.id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t("alarmApps.remove.header"), detail: t("alarmApps.remove.done", { type: label }) });
            onDone();
          },
          onError: showFailure,
        }),
    });
  };

  const busy = save.isPending || remove.isPending;
  const systemIdError = errorOf("systemId");
  return (
    <form className="stack gap-l" onSubmit={submit} noValidate aria-label={t("alarmApps.editor.title", { type: label })}>
      {edited.iconUnreadable && <Message severity="warn" style={MESSAGE_STYLE} text={t("alarmApps.editor.iconUnreadable")} />}
      {!app && <p className="flush muted">{t("alarmApps.editor.missing", { type: label })}</p>}
      {app && !app.alarmPlanId && !editing && <Message severity="warn" style={MESSAGE_STYLE} text={t("alarmApps.list.noPlanHint")} />}
      <div className="object-editor__grid">
        <FormField id={FIELD_IDS.systemId} label={t("alarmApps.editor.systemId")} error={systemIdError} hint={t("alarmApps.editor.systemIdHint")}>
          <InputText
            id={FIELD_IDS.systemId}
            value={values.systemId}
            onChange={(event) => edit("systemId", event.target.value)}
            onBlur={() => touch("systemId")}
            maxLength={SYSTEM_ID_MAX}
            autoComplete="off"
            disabled={!editing}
            invalid={Boolean(systemIdError)}
            {...fieldAria(FIELD_IDS.systemId, systemIdError)}
          />
        </FormField>
        <PlanField {...sectionProps} required={false} currentPlanName={edited.alarmPlanName} />
        <IconField {...sectionProps} />
      </div>
      {edited.saved && <ChangeHistoryPanel objectType="predefined_apps" objectId={edited.saved.id} />}
      <div className="cluster wrap end gap-m">
        {editing ? (
          <>
            {edited.saved && (
              <Button
                type="button"
                label={t("alarmApps.remove.button")}
                icon="pi pi-trash"
                severity="danger"
                text
                className="object-editor__delete"
                onClick={confirmRemove}
                disabled={busy}
                loading={remove.isPending}
              />
            )}
            <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={busy} />
            <Button type="submit" label={t("alarmApps.editor.save")} icon="pi pi-check" loading={save.isPending} disabled={remove.isPending} />
          </>
        ) : (
          <Button type="button" label={t("alarmApps.editor.edit")} icon="pi pi-pencil" onClick={onEdit} data-testid="alarm-app-edit" />
        )}
      </div>
    </form>
  );
}
