import { DEVICE_ADDRESS_KINDS, type CalendarEventKind, type DeviceType } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, fieldErrorId } from "../../../components/form-field";
import type { KindSectionProps } from "../../../components/calendar-editor/event-editor-dialog";
import { ActiveSwitch } from "../../../components/calendar-editor/event-timing-fields";
import { KindChoice } from "../../../components/calendar-editor/kind-choice";
import type { EditTiming } from "../../../components/calendar-editor/timing-form-model";
import { useDeviceTypes } from "../api/device-types";
import { ADDRESS_EXAMPLES, DEVICE_ICONS } from "./device-rows";
import { ACKNOWLEDGE_TIME_MAX, type EventFormValues } from "./event-form-model";
import { ParticipantDropdown } from "./participant-dropdown";

const KINDS: readonly CalendarEventKind[] = ["ABSENT", "OTHER_DEVICE", "REPLACEMENT"];
const KIND_ICONS: Record<CalendarEventKind, string> = { ABSENT: "pi-ban", OTHER_DEVICE: "pi-mobile", REPLACEMENT: "pi-users" };

/** What a private schedule entry does: absent, another device, or a replacement; its switch and acknowledge time. */
export function participantEventFields(participantId: number, orgId: number) {
  return function ParticipantEventFields({ values, edit, errorOf }: KindSectionProps<EventFormValues>) {
    const { t } = useTranslation();
    const deviceTypes = useDeviceTypes();
    const kindOptions = KINDS.map((kind) => ({ value: kind, label: t(`participants.event.kinds.${kind}`), icon: KIND_ICONS[kind] }));
    const deviceOptions = deviceTypes.map((type) => ({ value: type, label: t(`participants.deviceTypes.${type}`), icon: DEVICE_ICONS[type] }));
    const addressKind = values.deviceType ? DEVICE_ADDRESS_KINDS[values.deviceType] : "PHONE";

    return (
      <>
        <KindChoice
          label={t("participants.event.kind")}
          hint={t(`participants.event.kindHints.${values.kind}`)}
          kinds={kindOptions}
          value={values.kind}
          onChange={(kind) => edit("kind", kind)}
        />

        {values.kind === "OTHER_DEVICE" && (
          <div className="event-editor__row">
            <FormField id="event-device-type" label={t("participants.event.deviceType")} error={errorOf("deviceType")}>
              <Dropdown
                inputId="event-device-type"
                value={values.deviceType}
                options={deviceOptions}
                onChange={(event) => edit("deviceType", event.value as DeviceType)}
                placeholder={t("participants.event.deviceTypePlaceholder")}
                invalid={Boolean(errorOf("deviceType"))}
                aria-describedby={errorOf("deviceType") ? fieldErrorId("event-device-type") : undefined}
              />
            </FormField>
            <FormField id="event-calling-number" label={t("participants.event.callingNumber")} error={errorOf("callingNumber")}>
              <InputText
                id="event-calling-number"
                value={values.callingNumber}
                onChange={(event) => edit("callingNumber", event.target.value)}
                placeholder={ADDRESS_EXAMPLES[addressKind] || t("participants.devices.addressPlaceholder")}
                maxLength={500}
                autoComplete="off"
                invalid={Boolean(errorOf("callingNumber"))}
                {...fieldAria("event-calling-number", errorOf("callingNumber"))}
              />
            </FormField>
          </div>
        )}

        {values.kind === "REPLACEMENT" && (
          <FormField
            id="event-replacement"
            label={t("participants.event.replacement")}
            error={errorOf("replacementParticipantId")}
            hint={t("participants.event.replacementHint")}
          >
            <ParticipantDropdown
              inputId="event-replacement"
              value={values.replacementParticipantId}
              onChange={(option) => edit("replacementParticipantId", option?.id ?? null)}
              excludeId={participantId}
              usableInOrgId={orgId}
              invalid={Boolean(errorOf("replacementParticipantId"))}
              describedBy={errorOf("replacementParticipantId") ? fieldErrorId("event-replacement") : undefined}
              className="event-editor__participant"
            />
          </FormField>
        )}

        <div className="event-editor__row">
          <ActiveSwitch values={values} edit={edit as EditTiming} />
          <FormField id="event-acknowledge-time" label={t("participants.event.acknowledgeTime")} error={errorOf("acknowledgeTime")}>
            <InputNumber
              inputId="event-acknowledge-time"
              value={values.acknowledgeTime}
              onValueChange={(event) => edit("acknowledgeTime", event.value ?? null)}
              useGrouping={false}
              min={0}
              max={ACKNOWLEDGE_TIME_MAX}
              suffix={` ${t("participants.event.minutes")}`}
              invalid={Boolean(errorOf("acknowledgeTime"))}
              aria-describedby={errorOf("acknowledgeTime") ? fieldErrorId("event-acknowledge-time") : undefined}
            />
          </FormField>
        </div>
      </>
    );
  };
}
