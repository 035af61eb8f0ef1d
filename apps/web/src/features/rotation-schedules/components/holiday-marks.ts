import type { HolidayBehaviour } from "@alarm/contract";

/** The mark a block carries for its holiday behaviour (none when holidays do not matter). */
export const HOLIDAY_ICONS: Record<HolidayBehaviour, string | null> = {
  REGARDLESS: null,
  ONLY_ON_HOLIDAYS: "pi-sun",
  NEVER_ON_HOLIDAYS: "pi-ban",
};
