import type { AppType, PredefinedApp } from "@alarm/contract";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useTranslation } from "react-i18next";
import { ChangeHistoryPanel } from "../../../components/change-history/change-history-panel";
import "../../../components/alarm-definition-fields/alarm-definition-fields.css";
import { IconField } from "../../../components/alarm-definition-fields/icon-field";
import { PlanField } from "../../../components/alarm-definition-fields/plan-field";
import { FormField, fieldAria } from "../../../components/form-field";
import { SYSTEM_ID_MAX } from "../model/app-form-model";
import { APP_FIELD_IDS, useAppForm, type AppFormState } from "./use-app-form";

/** A message reads from the start of its line. */
const MESSAGE_STYLE = { justifyContent: "flex-start" } as const;

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

/** The app's system id, plan and icon, read-only until Edit. */
export function AppForm({ orgId, type, app, editing, onEdit, onCancel, onDone }: AppFormProps) {
  const { t } = useTranslation();
  const state = useAppForm(orgId, type, app, editing, onDone);
  const { edited, label, sectionProps } = state;
  const { values, edit, touch, errorOf } = state.form;
  const systemIdError = errorOf("systemId");
  return (
    <form className="stack gap-l" onSubmit={state.submit} noValidate aria-label={t("alarmApps.editor.title", { type: label })}>
      {edited.iconUnreadable && <Message severity="warn" style={MESSAGE_STYLE} text={t("alarmApps.editor.iconUnreadable")} />}
      {!app && <p className="flush muted">{t("alarmApps.editor.missing", { type: label })}</p>}
      {app && !app.alarmPlanId && !editing && <Message severity="warn" style={MESSAGE_STYLE} text={t("alarmApps.list.noPlanHint")} />}
      <div className="object-editor__grid">
        <FormField id={APP_FIELD_IDS.systemId} label={t("alarmApps.editor.systemId")} error={systemIdError} hint={t("alarmApps.editor.systemIdHint")}>
          <InputText
            id={APP_FIELD_IDS.systemId}
            value={values.systemId}
            onChange={(event) => edit("systemId", event.target.value)}
            onBlur={() => touch("systemId")}
            maxLength={SYSTEM_ID_MAX}
            autoComplete="off"
            disabled={!editing}
            invalid={Boolean(systemIdError)}
            {...fieldAria(APP_FIELD_IDS.systemId, systemIdError)}
          />
        </FormField>
        <PlanField {...sectionProps} required={false} currentPlanName={edited.alarmPlanName} />
        <IconField {...sectionProps} />
      </div>
      {edited.saved && <ChangeHistoryPanel objectType="predefined_apps" objectId={edited.saved.id} />}
      <AppFormButtons state={state} editing={editing} onEdit={onEdit} onCancel={onCancel} />
    </form>
  );
}

/** Edit; while editing Remove (a saved app), Cancel and Save. */
function AppFormButtons({ state, editing, onEdit, onCancel }: { state: AppFormState; editing: boolean; onEdit: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const busy = state.saving || state.removing;
  return (
    <div className="cluster wrap end gap-m">
      {editing ? (
        <>
          {state.edited.saved && (
            <Button
              type="button"
              label={t("alarmApps.remove.button")}
              icon="pi pi-trash"
              severity="danger"
              text
              className="object-editor__delete"
              onClick={state.confirmRemove}
              disabled={busy}
              loading={state.removing}
            />
          )}
          <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={busy} />
          <Button type="submit" label={t("alarmApps.editor.save")} icon="pi pi-check" loading={state.saving} disabled={state.removing} />
        </>
      ) : (
        <Button type="button" label={t("alarmApps.editor.edit")} icon="pi pi-pencil" onClick={onEdit} data-testid="alarm-app-edit" />
      )}
    </div>
  );
}
