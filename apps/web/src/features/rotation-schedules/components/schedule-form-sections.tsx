import { Button } from "primereact/button";
import { Calendar } from "primereact/calendar";
import { useTranslation } from "react-i18next";
import { useDatePickerLocale } from "../../../components/calendar-editor/date-picker-locale";
import { dateOfIso, isoDateOf } from "../../../components/calendar-editor/date-text";
import { FormField, fieldErrorId } from "../../../components/form-field";
import type { SavedSchedule } from "../model/schedule-kind";
import type { AnyScheduleKind } from "./schedule-kinds";
import { SCHEDULE_FIELD_IDS, type ScheduleFormState } from "./use-schedule-form";
import { WeekGroupsEditor } from "./week-groups-editor";

interface ScheduleSectionProps {
  state: ScheduleFormState;
}

/** The first day of week 1, read in the schedule's time zone. */
export function ScheduleValidFromField({ state }: ScheduleSectionProps) {
  const { t } = useTranslation();
  const pickerLocale = useDatePickerLocale();
  const { values, edit, touch, errorOf } = state.form;
  const validFromError = errorOf("validFrom");
  return (
    <FormField
      id={SCHEDULE_FIELD_IDS.validFrom}
      label={t("rotationSchedules.editor.validFrom")}
      error={validFromError}
      hint={t("rotationSchedules.editor.validFromHint", { zone: state.zone ?? "…" })}
      required
    >
      <Calendar
        inputId={SCHEDULE_FIELD_IDS.validFrom}
        value={dateOfIso(values.validFrom)}
        onChange={(event) => {
          edit("validFrom", event.value instanceof Date ? isoDateOf(event.value) : null);
          touch("validFrom");
        }}
        dateFormat="dd.mm.yy"
        placeholder={t("rotationSchedules.datePlaceholder")}
        locale={pickerLocale}
        showIcon
        invalid={Boolean(validFromError)}
        aria-describedby={validFromError ? fieldErrorId(SCHEDULE_FIELD_IDS.validFrom) : undefined}
        className="schedule-form__date"
      />
    </FormField>
  );
}

/** The week groups with their events, the count and the groups' problem. */
export function ScheduleGroupsSection({ kind, state }: ScheduleSectionProps & { kind: AnyScheduleKind }) {
  const { t } = useTranslation();
  const { values, errorOf } = state.form;
  const groupsError = errorOf("groups");
  return (
    <section
      className="object-editor__section stack gap-m"
      aria-labelledby="schedule-groups-title"
      aria-describedby={groupsError ? fieldErrorId("schedule-groups") : undefined}
    >
      <div className="object-editor__section-header cluster gap-l">
        <h3 id="schedule-groups-title" tabIndex={-1}>
          {t("rotationSchedules.groups.title")}
        </h3>
        <span className="object-editor__count muted">{t("rotationSchedules.groups.count", { count: values.groups.length })}</span>
      </div>
      {groupsError && (
        <small id={fieldErrorId("schedule-groups")} className="form-field__error" role="alert">
          {groupsError}
        </small>
      )}
      <WeekGroupsEditor kind={kind} groups={values.groups} onChange={state.editGroups} orgId={values.orgId} problems={state.problems} />
    </section>
  );
}

interface ScheduleFormFooterProps extends ScheduleSectionProps {
  section: string;
  schedule?: SavedSchedule;
  onCancel: () => void;
  onDelete: (schedule: SavedSchedule) => void;
  onClone: (schedule: SavedSchedule) => void;
}

/** Delete and clone (a saved schedule; cloning once its changes are saved), cancel and save. */
export function ScheduleFormFooter({ state, section, schedule, onCancel, onDelete, onClone }: ScheduleFormFooterProps) {
  const { t } = useTranslation();
  const { dirty } = state.form;
  return (
    <div className="object-editor__footer">
      {schedule && (
        <>
          <Button
            type="button"
            label={t(`${section}.toolbar.delete`)}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(schedule)}
          />
          <Button
            type="button"
            label={t(`${section}.toolbar.clone`)}
            icon="pi pi-copy"
            text
            disabled={dirty}
            title={dirty ? t("rotationSchedules.editor.cloneSavedFirst") : undefined}
            onClick={() => onClone(schedule)}
          />
        </>
      )}
      <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={state.saving} />
      <Button type="submit" label={t("rotationSchedules.editor.save")} icon="pi pi-check" loading={state.saving} />
    </div>
  );
}
