import { DEFAULT_ALARM_ICON, type AlarmIcon } from "@alarm/contract";

/** An alarm point's primeicon in a disc of its colour; the default bell when it has none that reads. */
export function PanelIcon({ icon, size = "normal" }: { icon: AlarmIcon | null; size?: "normal" | "large" }) {
  const { name, color } = icon ?? DEFAULT_ALARM_ICON;
  return (
    <span className={`panel-icon panel-icon--${size}`} style={{ backgroundColor: color }} aria-hidden="true">
      <i className={`pi pi-${name}`} />
    </span>
  );
}
