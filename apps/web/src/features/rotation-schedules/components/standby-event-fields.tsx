import { Dropdown } from "primereact/dropdown";
import { InputSwitch } from "primereact/inputswitch";
import { useTranslation } from "react-i18next";
import { useNothingOfferedMessage, usePlanOptions, type PlanOption } from "../../../components/alarm-definition-fields";
import { FormField } from "../../../components/form-field";
import { useAlarmPointOptions, type AlarmPointOption } from "../api/alarm-point-options";
import type { StandbyExtra } from "../model/standby-kind";
import type { EventFieldsProps } from "./schedule-kinds";
import { pendingOptions } from "../../../components/pending-options";

type Option = PlanOption | AlarmPointOption;

/** A choice with its organization under the name; the saved one stays readable while the list loads. */
function withSaved<O extends Option>(options: readonly O[] | undefined, id: number | null, name: string | null): Option[] {
  const list: Option[] = [...(options ?? [])];
  if (id !== null && name && !list.some((option) => option.id === id)) list.unshift({ id, name, orgName: "" });
  return list;
}

function OptionText({ option, empty }: { option: Option | null; empty: string }) {
  return option ? (
    <span className="rotation-option stack">
      <span>{option.name}</span>
      {option.orgName && <small className="muted">{option.orgName}</small>}
    </span>
  ) : (
    <span>{empty}</span>
  );
}

/** A standby event's alarm plan (required), alarm point (none: every point using the schedule) and standard flag. */
export function StandbyEventFields({ extra, edit, errorOf, orgId }: EventFieldsProps<StandbyExtra>) {
  const { t } = useTranslation();
  const plans = usePlanOptions(orgId);
  const noPlans = useNothingOfferedMessage(orgId, "plan");
  const points = useAlarmPointOptions(orgId);
  const planOptions = withSaved(plans.data, extra.alarmplanId, extra.alarmplanName);
  const pointOptions = withSaved(points.data, extra.alarmpointId, extra.alarmpointName);
  const nameOf = (options: readonly Option[], id: number | null) => options.find((option) => option.id === id)?.name ?? null;

  return (
    <div className="rotation-event__row">
      <FormField
        id="rotation-event-plan"
        label={t("rotationSchedules.standbyEvent.plan")}
        error={errorOf("alarmplanId")}
        hint={t("rotationSchedules.standbyEvent.planHint")}
        required
      >
        <Dropdown
          inputId="rotation-event-plan"
          value={extra.alarmplanId}
          options={planOptions}
          optionValue="id"
          optionLabel="name"
          onChange={(event) => {
            const id = (event.value as number | undefined) ?? null;
            edit({ ...extra, alarmplanId: id, alarmplanName: nameOf(planOptions, id) });
          }}
          itemTemplate={(option: Option) => <OptionText option={option} empty="" />}
          valueTemplate={(option: Option | null) => (
            <OptionText option={option} empty={plans.isLoading ? t("common.loading") : t("rotationSchedules.standbyEvent.choosePlan")} />
          )}
          filter
          filterBy="name,orgName"
          {...pendingOptions(plans.isLoading, noPlans, t)}
          invalid={Boolean(errorOf("alarmplanId"))}
        />
      </FormField>
      <FormField
        id="rotation-event-point"
        label={t("rotationSchedules.standbyEvent.point")}
        error={errorOf("alarmpointId")}
        hint={t("rotationSchedules.standbyEvent.pointHint")}
      >
        <Dropdown
          inputId="rotation-event-point"
          value={extra.alarmpointId}
          options={pointOptions}
          optionValue="id"
          optionLabel="name"
          onChange={(event) => {
            const id = (event.value as number | undefined) ?? null;
            edit({ ...extra, alarmpointId: id, alarmpointName: nameOf(pointOptions, id) });
          }}
          itemTemplate={(option: Option) => <OptionText option={option} empty="" />}
          valueTemplate={(option: Option | null) => <OptionText option={option} empty={t("rotationSchedules.standbyEvent.everyPoint")} />}
          filter
          filterBy="name,orgName"
          showClear
          {...pendingOptions(points.isLoading, t("rotationSchedules.standbyEvent.noPoints"), t)}
        />
      </FormField>
      <div className="rotation-event__switch cluster">
        <InputSwitch inputId="rotation-event-standard" checked={extra.standard} onChange={(event) => edit({ ...extra, standard: Boolean(event.value) })} />
        <label htmlFor="rotation-event-standard">{t("rotationSchedules.standbyEvent.standard")}</label>
        <small className="muted">{t("rotationSchedules.standbyEvent.standardHint")}</small>
      </div>
    </div>
  );
}
