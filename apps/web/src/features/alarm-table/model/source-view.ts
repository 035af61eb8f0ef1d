/** Custom details as the source sent them: JSON formatted, text as it is. */
export function detailsText(details: unknown): string {
  return typeof details === "string" ? details : JSON.stringify(details, null, 2);
}

/** Only web addresses become links: a source could send `javascript:` or `data:` ones. */
export function isWebAddress(href: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}
