import { useTranslation } from "react-i18next";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import type { SavedSchedule } from "../model/schedule-kind";
import { DESCRIPTION_MAX, NAME_MAX } from "../model/schedule-form-model";
import { ScheduleCoverage } from "./schedule-coverage";
import { ScheduleFormFooter, ScheduleGroupsSection, ScheduleValidFromField } from "./schedule-form-sections";
import type { AnyScheduleKind } from "./schedule-kinds";
import { ScheduleUsage } from "./schedule-usage";
import { useScheduleForm } from "./use-schedule-form";

export interface ScheduleActions {
  onSaved: (schedule: SavedSchedule) => void;
  onDelete: (schedule: SavedSchedule) => void;
  onClone: (schedule: SavedSchedule) => void;
}

interface ScheduleFormProps extends ScheduleActions {
  kind: AnyScheduleKind;
  /** The schedule edited; none when creating. */
  schedule?: SavedSchedule;
  defaultOrgId: number | null;
  onCancel: () => void;
}

/** Name, organization, description, first day, and the week groups with their events; usage and coverage below for a saved one. */
export function ScheduleForm({ kind, schedule, defaultOrgId, onSaved, onCancel, onDelete, onClone }: ScheduleFormProps) {
  const { t } = useTranslation();
  const state = useScheduleForm(kind, schedule, defaultOrgId, onSaved);
  const section = kind.section;
  const formLabel = schedule ? t(`${section}.editor.editTitle`, { name: schedule.name }) : t(`${section}.editor.newTitle`);

  return (
    <form className="object-editor__form stack" onSubmit={state.submit} noValidate aria-label={formLabel}>
      <section className="object-editor__section stack gap-l" aria-labelledby="schedule-details-title">
        <h3 id="schedule-details-title">{t("rotationSchedules.editor.details")}</h3>
        <ObjectIdentityFields
          idPrefix="schedule"
          section={section}
          form={state.form}
          limits={{ name: NAME_MAX, description: DESCRIPTION_MAX }}
          organization={{
            saved: schedule,
            names: schedule && { name: schedule.name },
            objectType: kind.model.objectType,
            queryKey: kind.api.queryKey,
            moveDisabled: state.form.dirty,
          }}
        />
        <ScheduleValidFromField state={state} />
      </section>

      <ScheduleGroupsSection kind={kind} state={state} />

      {schedule && <ScheduleUsage kind={kind} scheduleId={schedule.id} />}
      {schedule && <ScheduleCoverage kind={kind} schedule={schedule} />}

      <ScheduleFormFooter state={state} section={section} schedule={schedule} onCancel={onCancel} onDelete={onDelete} onClone={onClone} />
    </form>
  );
}
