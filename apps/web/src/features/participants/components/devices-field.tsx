import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { useDeviceTypes } from "../api/device-types";
import { deviceInputId } from "./device-row-fields";
import { DeviceRowItem } from "./device-row-item";
import { DEVICE_ICONS, MAX_DEVICES, moveRow, newDeviceRow, type DeviceRow } from "./device-rows";
import type { DevicePart } from "./participant-form-model";
import { useDeviceDrag } from "./use-device-drag";

interface DevicesFieldProps {
  rows: DeviceRow[];
  onChange: (rows: DeviceRow[]) => void;
  /** Problems per row index, already in words. */
  errorOf: (index: number, part: DevicePart) => string | undefined;
  /** A row's address was left: its problem may be shown from now on. */
  onTouch: (key: string) => void;
  listError?: string;
}

/** A participant's devices: an ordered list; the order is the order in which they are alerted. */
export function DevicesField({ rows, onChange, errorOf, onTouch, listError }: DevicesFieldProps) {
  const { t } = useTranslation();
  const types = useDeviceTypes();
  const drag = useDeviceDrag((from, to) => onChange(moveRow(rows, from, to)));
  const typeOptions = types.map((type) => ({ value: type, label: t(`participants.deviceTypes.${type}`), icon: DEVICE_ICONS[type] }));

  const update = (index: number, change: Partial<DeviceRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const move = (from: number, to: number) => {
    onChange(moveRow(rows, from, to));
    // Keep the keyboard on the row that moved.
    requestAnimationFrame(() => document.getElementById(deviceInputId(Math.max(0, Math.min(rows.length - 1, to)), "callingDeviceType"))?.focus());
  };
  const add = () => {
    onChange([...rows, newDeviceRow(rows.length === 0 ? "SMS" : "EMAIL")]);
    requestAnimationFrame(() => document.getElementById(deviceInputId(rows.length, "address"))?.focus());
  };

  return (
    <div className="participant-devices stack gap-m" role="group" aria-labelledby="participant-devices-title" aria-describedby="participant-devices-hint">
      <div className="object-editor__section-header cluster gap-l">
        <h3 id="participant-devices-title">{t("participants.devices.title")}</h3>
        <Button
          type="button"
          label={t("participants.devices.add")}
          icon="pi pi-plus"
          outlined
          size="small"
          onClick={add}
          disabled={rows.length >= MAX_DEVICES}
        />
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
          {rows.map((row, index) => (
            <DeviceRowItem
              key={row.key}
              row={row}
              index={index}
              count={rows.length}
              typeOptions={typeOptions}
              errorOf={errorOf}
              drag={drag}
              onUpdate={(change) => update(index, change)}
              onTouch={onTouch}
              onMove={(to) => move(index, to)}
              onRemove={() => onChange(rows.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
      {listError && <small className="form-field__error">{listError}</small>}
    </div>
  );
}
