import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { DeviceRowFields, type DeviceTypeOption } from "./device-row-fields";
import type { DeviceRow } from "./device-rows";
import type { DevicePart } from "./participant-form-model";
import type { DeviceDrag } from "./use-device-drag";

interface DeviceRowItemProps {
  row: DeviceRow;
  index: number;
  count: number;
  typeOptions: DeviceTypeOption[];
  errorOf: (index: number, part: DevicePart) => string | undefined;
  drag: DeviceDrag;
  onUpdate: (change: Partial<DeviceRow>) => void;
  onTouch: (key: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One device in the ordered list: a drag handle with its position, its inputs, and buttons to move or remove it. */
export function DeviceRowItem({ row, index, count, typeOptions, errorOf, drag, onUpdate, onTouch, onMove, onRemove }: DeviceRowItemProps) {
  const { t } = useTranslation();
  const position = t("participants.devices.row", { position: index + 1 });
  const action = (key: "moveUp" | "moveDown" | "remove") => ({
    "aria-label": `${t(`participants.devices.${key}`)} (${position})`,
    title: t(`participants.devices.${key}`),
  });

  return (
    <li
      className={`participant-device frame${drag.dropTarget === index ? " participant-device--drop" : ""}`}
      {...drag.rowHandlers(index)}
      aria-label={position}
    >
      <span
        className="participant-device__handle stack gap-xs muted"
        draggable
        title={t("participants.devices.drag")}
        aria-hidden="true"
        {...drag.handleHandlers(index)}
      >
        <i className="pi pi-bars" />
        <span className="participant-device__number">{index + 1}</span>
      </span>
      <DeviceRowFields row={row} index={index} position={position} typeOptions={typeOptions} errorOf={errorOf} onUpdate={onUpdate} onTouch={onTouch} />
      <div className="participant-device__actions stack">
        <Button type="button" icon="pi pi-arrow-up" text rounded disabled={index === 0} onClick={() => onMove(index - 1)} {...action("moveUp")} />
        <Button type="button" icon="pi pi-arrow-down" text rounded disabled={index === count - 1} onClick={() => onMove(index + 1)} {...action("moveDown")} />
        <Button type="button" icon="pi pi-times" text rounded severity="danger" onClick={onRemove} {...action("remove")} />
      </div>
    </li>
  );
}
