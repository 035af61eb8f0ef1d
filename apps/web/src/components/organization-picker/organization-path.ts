import { ORG_PATH_SEPARATOR } from "@alarm/contract";

/** The name of the root organization, left out when a path is shown (docs/domain-rules.md#organization-picker). */
export const ROOT_ORG_LABEL = "Total system";

/**
 * An organization path for display: the names from the root joined with ' > ', the root label
 * 'Total system' cropped from the front. The root itself is shown by its name.
 */
export function displayOrgPath(fullOrgPath: string | null | undefined): string {
  const names = (fullOrgPath ?? "").split(ORG_PATH_SEPARATOR).filter((name) => name.trim().length > 0);
  if (names[0] === ROOT_ORG_LABEL && names.length > 1) names.shift();
  return names.join(ORG_PATH_SEPARATOR);
}

/** The path of the organization an organization belongs to ('' for the top one), for display. */
export function displayParentPath(fullOrgPath: string | null | undefined): string {
  const names = (fullOrgPath ?? "").split(ORG_PATH_SEPARATOR);
  return displayOrgPath(names.slice(0, -1).join(ORG_PATH_SEPARATOR));
}
