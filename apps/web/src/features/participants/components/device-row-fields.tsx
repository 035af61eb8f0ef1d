import { DEVICE_ADDRESS_KINDS, type DeviceType } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../../../components/form-field";
import { ADDRESS_EXAMPLES, MAX_ADDRESS_LENGTH, MAX_MESSAGE_LENGTH, normalisedAddress, type DeviceRow } from "./device-rows";
import type { DevicePart } from "./participant-form-model";

/** The element ids of a row's inputs, for labels, errors and focusing the first problem. */
export function deviceInputId(index: number, part: DevicePart): string {
  return `participant-device-${index}-${part}`;
}

export interface DeviceTypeOption {
  value: DeviceType;
  label: string;
  icon: string;
}

interface DeviceRowFieldsProps {
  row: DeviceRow;
  index: number;
  /** The row's name for screen readers ("Device 2"). */
  position: string;
  typeOptions: DeviceTypeOption[];
  errorOf: (index: number, part: DevicePart) => string | undefined;
  onUpdate: (change: Partial<DeviceRow>) => void;
  onTouch: (key: string) => void;
}

const typeItem = (option: { label: string; icon: string } | null) =>
  option ? (
    <span className="participant-device__type-option inline-cluster">
      <i className={`pi ${option.icon}`} aria-hidden="true" />
      {option.label}
    </span>
  ) : null;

/** A device row's inputs: its type, its address (shown as stored once valid) and an optional message. */
export function DeviceRowFields({ row, index, position, typeOptions, errorOf, onUpdate, onTouch }: DeviceRowFieldsProps) {
  const { t } = useTranslation();
  const addressError = errorOf(index, "address");
  const messageError = errorOf(index, "message");
  const kind = DEVICE_ADDRESS_KINDS[row.callingDeviceType];
  const stored = !addressError && row.address.trim() ? normalisedAddress(row) : null;
  const labelOf = (part: DevicePart, text: string) => (
    <label htmlFor={deviceInputId(index, part)} className="visually-hidden">
      {text} ({position})
    </label>
  );

  return (
    <div className="participant-device__fields">
      <div className="form-field participant-device__type">
        {labelOf("callingDeviceType", t("participants.devices.type"))}
        <Dropdown
          inputId={deviceInputId(index, "callingDeviceType")}
          value={row.callingDeviceType}
          options={typeOptions}
          onChange={(event) => onUpdate({ callingDeviceType: event.value as DeviceType })}
          itemTemplate={typeItem}
          valueTemplate={(option: { label: string; icon: string } | null) => typeItem(option)}
          aria-label={`${t("participants.devices.type")} (${position})`}
        />
      </div>
      <div className="form-field participant-device__address">
        {labelOf("address", t("participants.devices.address"))}
        <InputText
          id={deviceInputId(index, "address")}
          value={row.address}
          onChange={(event) => onUpdate({ address: event.target.value })}
          onBlur={() => {
            onTouch(row.key);
            // A valid address is shown as it will be stored (E.164, lower-case email).
            if (stored && stored !== row.address) onUpdate({ address: stored });
          }}
          placeholder={ADDRESS_EXAMPLES[kind] || t("participants.devices.addressPlaceholder")}
          type={kind === "EMAIL" ? "email" : kind === "PHONE" ? "tel" : kind === "URL" ? "url" : "text"}
          inputMode={kind === "PHONE" ? "tel" : undefined}
          maxLength={MAX_ADDRESS_LENGTH}
          autoComplete="off"
          invalid={Boolean(addressError)}
          aria-invalid={addressError ? true : undefined}
          aria-describedby={addressError ? fieldErrorId(deviceInputId(index, "address")) : undefined}
          aria-label={`${t("participants.devices.address")} (${position})`}
        />
        {addressError && (
          <small id={fieldErrorId(deviceInputId(index, "address"))} className="form-field__error">
            {addressError}
          </small>
        )}
      </div>
      <div className="form-field participant-device__message span-all">
        {labelOf("message", t("participants.devices.message"))}
        <InputText
          id={deviceInputId(index, "message")}
          value={row.message}
          onChange={(event) => onUpdate({ message: event.target.value })}
          placeholder={t("participants.devices.messagePlaceholder")}
          maxLength={MAX_MESSAGE_LENGTH}
          autoComplete="off"
          invalid={Boolean(messageError)}
          aria-label={`${t("participants.devices.message")} (${position})`}
        />
        {messageError && <small className="form-field__error">{messageError}</small>}
      </div>
    </div>
  );
}
