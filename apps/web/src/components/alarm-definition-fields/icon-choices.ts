/** primeicons names offered for an alarm point's icon, "bell" (the default) first. */
export const ALARM_ICON_NAMES = [
  "bell",
  "exclamation-triangle",
  "exclamation-circle",
  "info-circle",
  "bolt",
  "heart",
  "shield",
  "lock",
  "eye",
  "home",
  "building",
  "car",
  "truck",
  "wrench",
  "cog",
  "server",
  "database",
  "desktop",
  "wifi",
  "phone",
  "users",
  "user",
  "clock",
  "sun",
  "cloud",
  "flag",
  "map-marker",
] as const;

/** The names offered, plus the current one when it came from elsewhere (an import, an older template). */
export function iconNamesWith(current: string): string[] {
  return (ALARM_ICON_NAMES as readonly string[]).includes(current) ? [...ALARM_ICON_NAMES] : [current, ...ALARM_ICON_NAMES];
}

/** The PrimeReact colour picker works with "rrggbb"; the contract with "#rrggbb". */
export const pickerColorOf = (color: string) => color.replace(/^#/, "");
export const iconColorOf = (pickerValue: string) => `#${pickerValue.replace(/^#/, "").toLowerCase()}`;
