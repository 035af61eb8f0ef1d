import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { describeError } from "../toast/describe-error";
import { DefinitionField } from "./definition-field";
import { useStandbyScheduleOptions, type PlanOption, useNothingOfferedMessage } from "./definition-queries";
import { fieldIdOf, type SectionProps } from "./section-props";
import { pendingOptions } from "../pending-options";

/** The standby schedule (optional): it picks the alarm plan by time, and the plan above applies outside its events. */
export function StandbyScheduleField({ idPrefix, values, edit, touch, errorOf, readOnly, orgId }: SectionProps) {
  const { t, i18n } = useTranslation();
  const id = fieldIdOf(idPrefix, "rotationalCalendarId");
  const schedules = useStandbyScheduleOptions(orgId);
  const nothingOffered = useNothingOfferedMessage(orgId, "standbySchedule");
  const options: PlanOption[] = [...(schedules.data ?? [])];
  // A saved schedule the caller no longer sees stays chosen, named by its id.
  if (values.rotationalCalendarId !== null && schedules.data && !options.some((schedule) => schedule.id === values.rotationalCalendarId)) {
    options.unshift({ id: values.rotationalCalendarId, name: `#${values.rotationalCalendarId}`, orgName: "" });
  }
  const error =
    errorOf("rotationalCalendarId") ??
    (schedules.isError ? t("alarmDefinition.standbySchedule.loadFailed", { reason: describeError(schedules.error, i18n).detail }) : undefined);
  const show = (schedule: PlanOption | null) =>
    schedule ? (
      <span className="alarm-plan-option stack">
        <span>{schedule.name}</span>
        {schedule.orgName && <small className="alarm-plan-option__org">{schedule.orgName}</small>}
      </span>
    ) : (
      <span>{schedules.isLoading ? t("common.loading") : t("alarmDefinition.standbySchedule.none")}</span>
    );

  return (
    <DefinitionField id={id} label={t("alarmDefinition.fields.standbySchedule")} error={error} hint={t("alarmDefinition.hints.standbySchedule")}>
      <Dropdown
        inputId={id}
        value={values.rotationalCalendarId}
        options={options}
        optionValue="id"
        optionLabel="name"
        onChange={(event) => {
          edit("rotationalCalendarId", (event.value as number | undefined) ?? null);
          touch("rotationalCalendarId");
        }}
        itemTemplate={show}
        valueTemplate={show}
        filter
        filterBy="name,orgName"
        showClear={!readOnly}
        {...pendingOptions(schedules.isLoading, nothingOffered, t)}
        emptyFilterMessage={t("alarmDefinition.standbySchedule.noMatch")}
        disabled={readOnly}
        invalid={Boolean(errorOf("rotationalCalendarId"))}
      />
    </DefinitionField>
  );
}
