import type { AlarmPointCalendarKind } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import type { KindSectionProps } from "../../../components/calendar-editor/event-editor-dialog";
import { ActiveSwitch } from "../../../components/calendar-editor/event-timing-fields";
import { KindChoice } from "../../../components/calendar-editor/kind-choice";
import type { EditTiming } from "../../../components/calendar-editor/timing-form-model";
import { FormField, fieldErrorId } from "../../../components/form-field";
import { useAlarmPointOptions } from "./alarm-point-calendar-api";
import type { AlarmPointEventValues } from "./alarm-point-calendar-form";

export const ALARM_POINT_KINDS: readonly AlarmPointCalendarKind[] = ["ACTIVE", "INACTIVE", "REPLACEMENT"];
const KIND_ICONS: Record<AlarmPointCalendarKind, string> = { ACTIVE: "pi-check-circle", INACTIVE: "pi-ban", REPLACEMENT: "pi-arrow-right-arrow-left" };

/** What an alarm point calendar entry does: active, inactive, or replaced by another alarm point; and its switch. */
export function alarmPointEventFields(alarmPointId: number) {
  return function AlarmPointEventFields({ values, edit, errorOf }: KindSectionProps<AlarmPointEventValues>) {
    const { t } = useTranslation();
    const options = useAlarmPointOptions();
    const kindOptions = ALARM_POINT_KINDS.map((kind) => ({ value: kind, label: t(`alarmPointCalendar.kinds.${kind}`), icon: KIND_ICONS[kind] }));
    const others = (options.data ?? []).filter((option) => option.id !== alarmPointId);
    const replacementError = errorOf("alarmReplacement");

    return (
      <>
        <KindChoice
          label={t("alarmPointCalendar.kind")}
          hint={t(`alarmPointCalendar.kindHints.${values.kind}`)}
          kinds={kindOptions}
          value={values.kind}
          onChange={(kind) => edit("kind", kind)}
        />

        {values.kind === "REPLACEMENT" && (
          <FormField
            id="event-replacement"
            label={t("alarmPointCalendar.replacement")}
            error={replacementError ?? (options.isError ? t("alarmPointCalendar.replacementsFailed") : undefined)}
          >
            <Dropdown
              inputId="event-replacement"
              value={values.alarmReplacement}
              options={others}
              optionLabel="name"
              optionValue="id"
              filter
              filterPlaceholder={t("alarmPointCalendar.replacementSearch")}
              emptyMessage={options.isFetching ? t("common.loading") : t("alarmPointCalendar.replacementNone")}
              emptyFilterMessage={t("alarmPointCalendar.replacementNone")}
              itemTemplate={(option: { name: string; orgName: string }) => (
                <span className="event-editor__option">
                  <span>{option.name}</span>
                  <small className="event-editor__option-org muted">{option.orgName}</small>
                </span>
              )}
              onChange={(event) => edit("alarmReplacement", (event.value as number | null) ?? null)}
              placeholder={t("alarmPointCalendar.replacementPlaceholder")}
              invalid={Boolean(replacementError)}
              aria-describedby={replacementError ? fieldErrorId("event-replacement") : undefined}
              className="event-editor__wide"
            />
          </FormField>
        )}

        <ActiveSwitch values={values} edit={edit as EditTiming} label={t("alarmPointCalendar.entrySwitch")} />
      </>
    );
  };
}
