import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Calendar } from "primereact/calendar";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateOfIso, isoDateOf } from "../../../components/calendar-editor/date-text";
import { useDatePickerLocale } from "../../../components/calendar-editor/date-picker-locale";
import { FormField, fieldErrorId } from "../../../components/form-field";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useSaveSchedule } from "../api/schedule";
import type { SavedSchedule } from "../model/schedule-kind";
import {
  checkScheduleForm,
  DESCRIPTION_MAX,
  eventProblemsOf,
  NAME_MAX,
  newScheduleForm,
  scheduleFormOf,
  serverScheduleErrors,
  toCreateRequest,
  toUpdateRequest,
  type EventProblem,
  type ScheduleField,
  type ScheduleFormValues,
} from "../model/schedule-form-model";
import { ScheduleCoverage } from "./schedule-coverage";
import { ScheduleUsage } from "./schedule-usage";
import type { AnyScheduleKind } from "./schedule-kinds";
import { useCoverageWarning } from "./use-coverage-warning";
import { WeekGroupsEditor } from "./week-groups-editor";
import { effectiveTimeZoneQueryOptions } from "../../../components/organization-picker/organization-queries";

const FIELD_IDS: Record<ScheduleField, string> = {
  name: "schedule-name",
  orgId: "schedule-organization",
  description: "schedule-description",
  validFrom: "schedule-valid-from",
  groups: "schedule-groups-title",
};

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
  const toast = useToast();
  const pickerLocale = useDatePickerLocale();
  const save = useSaveSchedule(kind.api);
  const warnAboutCoverage = useCoverageWarning(kind);
  const mode = schedule ? "edit" : "create";
  const section = kind.section;
  const form = useObjectForm<ScheduleFormValues<unknown>, ScheduleField>({
    initial: () => (schedule ? scheduleFormOf(kind.model, schedule) : newScheduleForm(defaultOrgId, isoDateOf(new Date()))),
    check: (values) => checkScheduleForm(kind.model, values, mode),
    fieldIds: FIELD_IDS,
    serverErrorsOf: (details) => serverScheduleErrors(kind.model.groupsField, details),
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed, dirty } = form;
  // A saved schedule names its zone; a new one reads in its organization's.
  const zone = useQuery({ ...effectiveTimeZoneQueryOptions(values.orgId ?? 0), enabled: !schedule && values.orgId !== null });
  const [problems, setProblems] = useState<Record<string, EventProblem>>({});

  const submit = handleSubmit(() => {
    const request = schedule
      ? { kind: "update" as const, request: toUpdateRequest(kind.model, values, schedule) }
      : { kind: "create" as const, request: toCreateRequest(kind.model, values) };
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.show({
          severity: "success",
          summary: schedule ? t("rotationSchedules.editor.savedTitle") : t("rotationSchedules.editor.createdTitle"),
          detail: t("rotationSchedules.editor.saved", { name: saved.name, count: values.groups.length }),
        });
        warnAboutCoverage(saved.id);
        onSaved(saved);
      },
      onError: (error) => {
        setProblems(isApiError(error) ? eventProblemsOf(kind.model.groupsField, error.details, values.groups) : {});
        saveFailed(error);
      },
    });
  });

  const validFromError = errorOf("validFrom");
  const groupsError = errorOf("groups");
  const formLabel = schedule ? t(`${section}.editor.editTitle`, { name: schedule.name }) : t(`${section}.editor.newTitle`);

  return (
    <form className="object-editor__form stack" onSubmit={submit} noValidate aria-label={formLabel}>
      <section className="object-editor__section stack gap-l" aria-labelledby="schedule-details-title">
        <h3 id="schedule-details-title">{t("rotationSchedules.editor.details")}</h3>
        <ObjectIdentityFields
          idPrefix="schedule"
          section={section}
          form={form}
          limits={{ name: NAME_MAX, description: DESCRIPTION_MAX }}
          organization={{
            saved: schedule,
            names: schedule && { name: schedule.name },
            objectType: kind.model.objectType,
            queryKey: kind.api.queryKey,
            moveDisabled: dirty,
          }}
        />
        <FormField
          id={FIELD_IDS.validFrom}
          label={t("rotationSchedules.editor.validFrom")}
          error={validFromError}
          hint={t("rotationSchedules.editor.validFromHint", { zone: schedule?.timeZone ?? zone.data ?? "…" })}
          required
        >
          <Calendar
            inputId={FIELD_IDS.validFrom}
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
            aria-describedby={validFromError ? fieldErrorId(FIELD_IDS.validFrom) : undefined}
            className="schedule-form__date"
          />
        </FormField>
      </section>

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
        <WeekGroupsEditor
          kind={kind}
          groups={values.groups}
          onChange={(groups) => {
            edit("groups", groups);
            setProblems({});
          }}
          orgId={values.orgId}
          problems={problems}
        />
      </section>

      {schedule && <ScheduleUsage kind={kind} scheduleId={schedule.id} />}
      {schedule && <ScheduleCoverage kind={kind} schedule={schedule} />}

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
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" label={t("rotationSchedules.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
