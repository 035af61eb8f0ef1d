import type { AlarmIcon } from "@alarm/contract";

/** An app's icon in its colour, before its name. */
export function AppIcon({ icon, className }: { icon: AlarmIcon; className?: string }) {
  return <i className={`pi pi-${icon.name}${className ? ` ${className}` : ""}`} style={{ color: icon.color, fontSize: "1.25rem" }} aria-hidden="true" />;
}
