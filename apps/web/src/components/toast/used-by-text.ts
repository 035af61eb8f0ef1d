import type { UsedBy } from "@alarm/contract";
import type { TFunction } from "i18next";

/** "“Night shift” is still used by Alarm points: “Fire hall”, “Depot”; Alarm templates: “Night” and 3 more." */
export function usedByText({ object, users, total }: UsedBy, t: TFunction): string {
  const byType = new Map<string, string[]>();
  for (const user of users) byType.set(user.type, [...(byType.get(user.type) ?? []), t("inUse.name", { name: user.name })]);
  const groups = [...byType].map(([type, names]) => t("inUse.group", { type: t(`organizations.objectTypes.${type}`), names: names.join(", ") }));
  const unnamed = total - users.length;
  if (groups.length === 0) return t("inUse.unnamed", { object, count: total });
  return unnamed > 0 ? t("inUse.namedAndMore", { object, users: groups.join("; "), count: unnamed }) : t("inUse.named", { object, users: groups.join("; ") });
}
