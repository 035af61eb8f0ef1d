import { DEVICE_TYPES, type DeviceType } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { MESSAGE_MAX, type TeamExtra } from "../model/team-kind";
import { DEVICE_ICONS, type EventFieldsProps } from "./schedule-kinds";

/** A team media event's device type (how the participants are reached during it) and a message shown with it. */
export function TeamEventFields({ extra, edit, errorOf }: EventFieldsProps<TeamExtra>) {
  const { t } = useTranslation();
  const options = DEVICE_TYPES.map((type) => ({ value: type, label: t(`participants.deviceTypes.${type}`), icon: DEVICE_ICONS[type] }));
  const showType = (option: (typeof options)[number] | null) =>
    option ? (
      <span className="cluster gap-s">
        <i className={`pi ${option.icon}`} aria-hidden="true" /> {option.label}
      </span>
    ) : null;
  return (
    <div className="rotation-event__row">
      <FormField
        id="rotation-event-device"
        label={t("rotationSchedules.teamEvent.device")}
        error={errorOf("callingDeviceType")}
        hint={t("rotationSchedules.teamEvent.deviceHint")}
        required
      >
        <Dropdown
          inputId="rotation-event-device"
          value={extra.callingDeviceType}
          options={options}
          onChange={(event) => edit({ ...extra, callingDeviceType: event.value as DeviceType })}
          itemTemplate={showType}
          valueTemplate={showType}
          invalid={Boolean(errorOf("callingDeviceType"))}
        />
      </FormField>
      <FormField
        id="rotation-event-message"
        label={t("rotationSchedules.teamEvent.message")}
        error={errorOf("message")}
        hint={t("rotationSchedules.teamEvent.messageHint")}
      >
        <InputTextarea
          id="rotation-event-message"
          value={extra.message}
          onChange={(event) => edit({ ...extra, message: event.target.value })}
          rows={2}
          autoResize
          maxLength={MESSAGE_MAX}
          invalid={Boolean(errorOf("message"))}
          {...fieldAria("rotation-event-message", errorOf("message"))}
        />
      </FormField>
    </div>
  );
}
