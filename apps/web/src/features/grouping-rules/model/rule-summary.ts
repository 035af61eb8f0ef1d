import type { GroupingKeyPart } from "@alarm/contract";
import type { TFunction } from "i18next";

/** Long patterns are cut in a summary. */
const SHOWN_PATTERN = 40;
/** The names of at most this many points are listed; the rest are counted. */
const NAMED_POINTS = 3;

/** One field the alarms of an incident share, e.g. "Alarm point", "Label “host”", "Text matching “disk (\w+)”". */
export function partText(part: GroupingKeyPart, t: TFunction): string {
  switch (part.field) {
    case "LABEL":
      return t("groupingRules.summary.label", { label: part.label ?? "" });
    case "TEXT": {
      const pattern = part.pattern ?? "";
      return t("groupingRules.summary.text", { pattern: pattern.length > SHOWN_PATTERN ? `${pattern.slice(0, SHOWN_PATTERN - 1)}…` : pattern });
    }
    default:
      return t(`groupingRules.fields.${part.field}`);
  }
}

/**
 * The alarm points a rule takes: every point of its organization and below when it names none, else
 * the first names ("Boiler, Pump 1 and 2 more"); a point not (or not yet) known by name is counted.
 */
export function pointsText(ids: readonly number[], nameOf: (id: number) => string | undefined, t: TFunction, language: string): string {
  if (ids.length === 0) return t("groupingRules.summary.everyPoint");
  const names = ids.map(nameOf).filter((name): name is string => name !== undefined);
  if (names.length === 0) return t("groupingRules.summary.points", { count: ids.length });
  const shown = names.slice(0, NAMED_POINTS);
  const more = ids.length - shown.length;
  return more > 0 ? t("groupingRules.summary.pointsAndMore", { names: shown.join(", "), count: more }) : new Intl.ListFormat(language).format(shown);
}

/** How the alarms a rule takes may be raised: in any way, or through the chosen integration keys. */
export function sourcesText(integrationKeyIds: readonly number[], t: TFunction): string {
  return integrationKeyIds.length === 0 ? t("groupingRules.summary.anySource") : t("groupingRules.summary.keys", { count: integrationKeyIds.length });
}
