import type { MaintenanceWindow } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { TIMING_FIELD_IDS } from "../../../components/calendar-editor/event-timing-fields";
import { keepEscapeInOpenOverlay } from "../../../components/calendar-editor/overlay-escape";
import { maintenanceWindowsQueryKey } from "../../../components/maintenance/maintenance-queries";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useSaveWithToast } from "../../../components/object-list/use-save-with-toast";
import { useSaveMaintenanceWindow } from "../api/maintenance-windows";
import { CoversFields, POINT_PICKER_ID } from "./covers-fields";
import { ENDS_AT_ID, ScheduleFields, STARTS_AT_ID } from "./schedule-fields";
import {
  checkWindowForm,
  FIELD_LIMITS,
  newWindowForm,
  RECURRENCE_FIELDS,
  serverWindowErrors,
  toCreateRequest,
  toUpdateRequest,
  windowFormOf,
  type RecurrenceField,
  type WindowField,
  type WindowFormValues,
} from "./window-form-model";

const FIELD_IDS: Record<WindowField, string> = {
  name: "maintenance-window-name",
  orgId: "maintenance-window-organization",
  description: "maintenance-window-description",
  alarmPointId: POINT_PICKER_ID,
  startsAt: STARTS_AT_ID,
  endsAt: ENDS_AT_ID,
  ...(Object.fromEntries(RECURRENCE_FIELDS.map((field) => [field, TIMING_FIELD_IDS[field]])) as Record<RecurrenceField, string>),
};

/** The footer's border closes the last section. */
const LAST_SECTION = { borderBottom: "none" };

export interface NewWindowDefaults {
  orgId: number | null;
  alarmPointId: number | null;
}

interface WindowFormProps {
  /** The window edited; none when planning a new one. */
  window?: MaintenanceWindow;
  defaults: NewWindowDefaults;
  onSaved: (window: MaintenanceWindow) => void;
  onCancel: () => void;
  onDelete: (window: MaintenanceWindow) => void;
}

/** Name, organization and description; what the window covers; when it is in force. */
export function WindowForm({ window, defaults, onSaved, onCancel, onDelete }: WindowFormProps) {
  const { t } = useTranslation();
  const mode = window ? "edit" : "create";
  const form = useObjectForm<WindowFormValues, WindowField>({
    initial: () => (window ? windowFormOf(window) : newWindowForm(defaults)),
    check: (values) => checkWindowForm(values, mode),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverWindowErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed } = form;
  const save = useSaveMaintenanceWindow();
  const send = useSaveWithToast({
    save,
    toast: { createdTitle: "maintenance.editor.createdTitle", savedTitle: "maintenance.editor.savedTitle", saved: "maintenance.editor.saved" },
    onSaved,
    onFailed: saveFailed,
  });
  const submit = handleSubmit(() =>
    send(window ? { kind: "update", request: toUpdateRequest(values, window) } : { kind: "create", request: toCreateRequest(values) }),
  );

  // Another organization has other alarm points: the one chosen is forgotten.
  const identity = {
    ...form,
    edit: (field: "name" | "orgId" | "description", value: string | number) => {
      edit(field, value as never);
      if (field === "orgId") edit("alarmPointId", null);
    },
  };
  const savedPoint =
    window?.alarmPointId != null ? { id: window.alarmPointId, name: window.alarmPointName ?? `#${window.alarmPointId}`, orgName: window.orgName } : null;
  const title = window ? t("maintenance.editor.editTitle", { name: window.name }) : t("maintenance.editor.newTitle");

  return (
    // The shared recurrence form's styles (event-editor) serve the whole form.
    <form className="maintenance-window-form event-editor stack gap-l" onSubmit={submit} onKeyDown={keepEscapeInOpenOverlay} noValidate aria-label={title}>
      <section className="object-editor__section stack gap-l" aria-labelledby="maintenance-window-details-title">
        <h3 id="maintenance-window-details-title">{t("maintenance.editor.details")}</h3>
        <ObjectIdentityFields
          idPrefix="maintenance-window"
          section="maintenance"
          form={identity}
          limits={FIELD_LIMITS}
          // A window stays in its organization: it is shown, not moved.
          organization={{
            saved: window,
            names: window && { name: window.name },
            objectType: "ALARMPOINT",
            queryKey: maintenanceWindowsQueryKey,
            readOnly: true,
          }}
        />
      </section>
      <section className="object-editor__section stack gap-l" aria-labelledby="maintenance-window-covers-title">
        <h3 id="maintenance-window-covers-title">{t("maintenance.editor.coversTitle")}</h3>
        <CoversFields
          orgId={values.orgId}
          covers={values.covers}
          alarmPointId={values.alarmPointId}
          savedPoint={savedPoint}
          onCovers={(covers) => edit("covers", covers)}
          onPoint={(alarmPointId) => {
            edit("alarmPointId", alarmPointId);
            touch("alarmPointId");
          }}
          error={errorOf("alarmPointId")}
        />
      </section>
      <section className="object-editor__section stack gap-l" style={LAST_SECTION} aria-labelledby="maintenance-window-schedule-title">
        <h3 id="maintenance-window-schedule-title">{t("maintenance.editor.scheduleTitle")}</h3>
        <ScheduleFields values={values} edit={edit} touch={touch} errorOf={errorOf} />
      </section>

      <div className="object-editor__footer">
        {window && (
          <Button
            type="button"
            label={t("maintenance.editor.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(window)}
          />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button
          type="submit"
          id="maintenance-window-save"
          data-testid="maintenance-window-save"
          label={t("maintenance.editor.save")}
          icon="pi pi-check"
          loading={save.isPending}
        />
      </div>
    </form>
  );
}
