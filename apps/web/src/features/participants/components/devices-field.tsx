import { DEVICE_ADDRESS_KINDS, type DeviceType } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../../../components/form-field";
import { useDeviceTypes } from "../api/device-types";
import { ADDRESS_EXAMPLES, DEVICE_ICONS, MAX_ADDRESS_LENGTH, MAX_DEVICES, MAX_MESSAGE_LENGTH, moveRow, newDeviceRow, normalisedAddress, type DeviceRow } from "./device-rows";
import type { DevicePart } from "./participant-form-model";

interface DevicesFieldProps {
  rows: DeviceRow[];
  onChange: (rows: DeviceRow[]) => void;
  /** Problems per row index, already in words. */
  errorOf: (index: number, part: DevicePart) => string | undefined;
  /** A row's address was left: its problem may be shown from now on. */
  onTouch: (key: string) => void;
  listError?: string;
}

/** The element ids of a row's inputs, for labels, errors and focusing the first problem. */
export function deviceInputId(index: number, part: DevicePart): string {
  return `participant-device-${index}-${part}`;
}

/** A participant's devices: an ordered list; the order is the order in which they are alerted. */
export function DevicesField({ rows, onChange, errorOf, onTouch, listError }: DevicesFieldProps) {
  const { t } = useTranslation();
  const types = useDeviceTypes();
  const dragged = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const typeOptions = types.map((type) => ({ value: type, label: t(`participants.deviceTypes.${type}`), icon: DEVICE_ICONS[type] }));

  const update = (index: number, change: Partial<DeviceRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const move = (from: number, to: number) => {
    onChange(moveRow(rows, from, to));
    // Keep the keyboard on the row that moved.
    requestAnimationFrame(() => document.getElementById(`participant-device-${Math.max(0, Math.min(rows.length - 1, to))}-callingDeviceType`)?.focus());
  };
  const add = () => {
    onChange([...rows, newDeviceRow(rows.length === 0 ? "SMS" : "EMAIL")]);
    requestAnimationFrame(() => document.getElementById(deviceInputId(rows.length, "address"))?.focus());
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged.current !== null) onChange(moveRow(rows, dragged.current, index));
    dragged.current = null;
    setDropTarget(null);
  };

  const typeItem = (option: { label: string; icon: string } | null) =>
    option ? (
      <span className="participant-device__type-option inline-cluster">
        <i className={`pi ${option.icon}`} aria-hidden="true" />
        {option.label}
      </span>
    ) : null;

  return (
    <div className="participant-devices stack gap-m" role="group" aria-labelledby="participant-devices-title" aria-describedby="participant-devices-hint">
      <div className="object-editor__section-header cluster gap-l">
        <h3 id="participant-devices-title">{t("participants.devices.title")}</h3>
        <Button type="button" label={t("participants.devices.add")} icon="pi pi-plus" outlined size="small" onClick={add} disabled={rows.length >= MAX_DEVICES} />
      </div>
      <p id="participant-devices-hint" className="object-editor__text muted">
        {t("participants.devices.hint")}
      </p>
      {rows.length === 0 ? (
        <p className="participant-devices__empty cluster muted">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t("participants.devices.empty")}
        </p>
      ) : (
        <ol className="participant-devices__list stack gap-s bare-list">
          {rows.map((row, index) => {
            const addressError = errorOf(index, "address");
            const messageError = errorOf(index, "message");
            const kind = DEVICE_ADDRESS_KINDS[row.callingDeviceType];
            const stored = !addressError && row.address.trim() ? normalisedAddress(row) : null;
            const position = t("participants.devices.row", { position: index + 1 });
            return (
              <li
                key={row.key}
                className={`participant-device frame${dropTarget === index ? " participant-device--drop" : ""}`}
                onDragOver={(event) => {
                  if (dragged.current === null) return;
                  event.preventDefault();
                  setDropTarget(index);
                }}
                onDragLeave={() => setDropTarget((current) => (current === index ? null : current))}
                onDrop={(event) => onDrop(event, index)}
                aria-label={position}
              >
                <span
                  className="participant-device__handle stack gap-xs muted"
                  draggable
                  title={t("participants.devices.drag")}
                  aria-hidden="true"
                  onDragStart={(event) => {
                    dragged.current = index;
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData("text/plain", String(index));
                    const item = event.currentTarget.closest("li");
                    if (item) event.dataTransfer.setDragImage(item, 16, 16);
                  }}
                  onDragEnd={() => {
                    dragged.current = null;
                    setDropTarget(null);
                  }}
                >
                  <i className="pi pi-bars" />
                  <span className="participant-device__number">{index + 1}</span>
                </span>
                <div className="participant-device__fields">
                  <div className="form-field participant-device__type">
                    <label htmlFor={deviceInputId(index, "callingDeviceType")} className="visually-hidden">
                      {t("participants.devices.type")} ({position})
                    </label>
                    <Dropdown
                      inputId={deviceInputId(index, "callingDeviceType")}
                      value={row.callingDeviceType}
                      options={typeOptions}
                      onChange={(event) => update(index, { callingDeviceType: event.value as DeviceType })}
                      itemTemplate={typeItem}
                      valueTemplate={(option: { label: string; icon: string } | null) => typeItem(option)}
                      aria-label={`${t("participants.devices.type")} (${position})`}
                    />
                  </div>
                  <div className="form-field participant-device__address">
                    <label htmlFor={deviceInputId(index, "address")} className="visually-hidden">
                      {t("participants.devices.address")} ({position})
                    </label>
                    <InputText
                      id={deviceInputId(index, "address")}
                      value={row.address}
                      onChange={(event) => update(index, { address: event.target.value })}
                      onBlur={() => {
                        onTouch(row.key);
                        // A valid address is shown as it will be stored (E.164, lower-case email).
                        if (stored && stored !== row.address) update(index, { address: stored });
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
                    <label htmlFor={deviceInputId(index, "message")} className="visually-hidden">
                      {t("participants.devices.message")} ({position})
                    </label>
                    <InputText
                      id={deviceInputId(index, "message")}
                      value={row.message}
                      onChange={(event) => update(index, { message: event.target.value })}
                      placeholder={t("participants.devices.messagePlaceholder")}
                      maxLength={MAX_MESSAGE_LENGTH}
                      autoComplete="off"
                      invalid={Boolean(messageError)}
                      aria-label={`${t("participants.devices.message")} (${position})`}
                    />
                    {messageError && <small className="form-field__error">{messageError}</small>}
                  </div>
                </div>
                <div className="participant-device__actions stack">
                  <Button
                    type="button"
                    icon="pi pi-arrow-up"
                    text
                    rounded
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`${t("participants.devices.moveUp")} (${position})`}
                    title={t("participants.devices.moveUp")}
                  />
                  <Button
                    type="button"
                    icon="pi pi-arrow-down"
                    text
                    rounded
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`${t("participants.devices.moveDown")} (${position})`}
                    title={t("participants.devices.moveDown")}
                  />
                  <Button
                    type="button"
                    icon="pi pi-times"
                    text
                    rounded
                    severity="danger"
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                    aria-label={`${t("participants.devices.remove")} (${position})`}
                    title={t("participants.devices.remove")}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError && <small className="form-field__error">{listError}</small>}
    </div>
  );
}
