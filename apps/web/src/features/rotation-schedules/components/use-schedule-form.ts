import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isoDateOf } from "../../../components/calendar-editor/date-text";
import { effectiveTimeZoneQueryOptions } from "../../../components/organization-picker/organization-queries";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useSaveSchedule } from "../api/schedule";
import type { SavedSchedule } from "../model/schedule-kind";
import {
  checkScheduleForm,
  eventProblemsOf,
  newScheduleForm,
  scheduleFormOf,
  serverScheduleErrors,
  toCreateRequest,
  toUpdateRequest,
  type EventProblem,
  type ScheduleField,
  type ScheduleFormValues,
} from "../model/schedule-form-model";
import type { AnyScheduleKind } from "./schedule-kinds";
import { useCoverageWarning } from "./use-coverage-warning";

export const SCHEDULE_FIELD_IDS: Record<ScheduleField, string> = {
  name: "schedule-name",
  orgId: "schedule-organization",
  description: "schedule-description",
  validFrom: "schedule-valid-from",
  groups: "schedule-groups-title",
};

/**
 * The schedule form's values and saving: the zone a new schedule reads in (its organization's),
 * and the events the server found wrong until the week groups change.
 */
export function useScheduleForm(
  kind: AnyScheduleKind,
  schedule: SavedSchedule | undefined,
  defaultOrgId: number | null,
  onSaved: (saved: SavedSchedule) => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSchedule(kind.api);
  const warnAboutCoverage = useCoverageWarning(kind);
  const mode = schedule ? "edit" : "create";
  const form = useObjectForm<ScheduleFormValues<unknown>, ScheduleField>({
    initial: () => (schedule ? scheduleFormOf(kind.model, schedule) : newScheduleForm(defaultOrgId, isoDateOf(new Date()))),
    check: (values) => checkScheduleForm(kind.model, values, mode),
    fieldIds: SCHEDULE_FIELD_IDS,
    serverErrorsOf: (details) => serverScheduleErrors(kind.model.groupsField, details),
  });
  const { values, edit, handleSubmit, saveFailed } = form;
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

  const editGroups = (groups: ScheduleFormValues<unknown>["groups"]) => {
    edit("groups", groups);
    setProblems({});
  };

  return { form, zone: schedule?.timeZone ?? zone.data, problems, editGroups, submit, saving: save.isPending };
}

export type ScheduleFormState = ReturnType<typeof useScheduleForm>;
