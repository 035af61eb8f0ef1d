import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { describeError } from "../../../components/toast/describe-error";
import { useTeamScheduleOptions, type TeamScheduleOption } from "../api/team-schedule-options";
import { pendingOptions } from "../../../components/pending-options";

interface TeamScheduleFieldProps {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** The participant's organization: only schedules of it or above may be chosen. */
  orgId: number | null;
  error?: string;
}

/** The team media schedule (optional): it chooses the device by time; outside its events every device is used. */
export function TeamScheduleField({ id, value, onChange, orgId, error }: TeamScheduleFieldProps) {
  const { t, i18n } = useTranslation();
  const schedules = useTeamScheduleOptions(orgId);
  const options: TeamScheduleOption[] = [...(schedules.data ?? [])];
  // A saved schedule the caller no longer sees stays chosen, named by its id.
  if (value !== null && schedules.data && !options.some((schedule) => schedule.id === value)) options.unshift({ id: value, name: `#${value}`, orgName: "" });
  const shownError =
    error ?? (schedules.isError ? t("participants.teamSchedule.loadFailed", { reason: describeError(schedules.error, i18n).detail }) : undefined);
  const show = (schedule: TeamScheduleOption | null) =>
    schedule ? (
      <span className="participant-option">
        <span>{schedule.name}</span>
        {schedule.orgName && <small className="participant-option__org">{schedule.orgName}</small>}
      </span>
    ) : (
      <span>{schedules.isLoading ? t("common.loading") : t("participants.teamSchedule.none")}</span>
    );

  return (
    <FormField id={id} label={t("participants.teamSchedule.label")} error={shownError} hint={t("participants.teamSchedule.hint")}>
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        optionValue="id"
        optionLabel="name"
        onChange={(event) => onChange((event.value as number | undefined) ?? null)}
        itemTemplate={show}
        valueTemplate={show}
        filter
        filterBy="name,orgName"
        showClear
        {...pendingOptions(schedules.isLoading, t("participants.teamSchedule.empty"), t)}
        emptyFilterMessage={t("participants.teamSchedule.noMatch")}
        invalid={Boolean(error)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}
