import { DEFAULT_ALARM_ICON, type AlarmIcon } from "@alarm/contract";

/** An alarm point's primeicon in its colour; the default bell when it has none that reads. */
export function PointIcon({ icon }: { icon: AlarmIcon | null }) {
  const { name, color } = icon ?? DEFAULT_ALARM_ICON;
  return <i className={`pi pi-${name} point-icon`} style={{ color }} aria-hidden="true" />;
}
