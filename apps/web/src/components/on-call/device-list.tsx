import type { DeviceType } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { DEVICE_ICONS } from "../participant-selector/selector-tree-view";

/** The devices a person is reached on: an icon each, with the device type and address as its text. */
export function DeviceList({ devices }: { devices: readonly { type: DeviceType; address: string }[] }) {
  const { t } = useTranslation();
  return (
    <span className="inline-cluster gap-s wrap on-call-devices">
      {devices.map((device) => {
        const label = `${t(`participants.deviceTypes.${device.type}`)}: ${device.address}`;
        return (
          <span key={`${device.type}-${device.address}`} className="inline-cluster gap-xs" title={label}>
            <i className={`pi ${DEVICE_ICONS[device.type]}`} aria-hidden="true" />
            <span className="visually-hidden">{label}</span>
            <span className="on-call-devices__address muted" aria-hidden="true">
              {device.address}
            </span>
          </span>
        );
      })}
    </span>
  );
}
