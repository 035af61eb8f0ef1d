/** A file size in the console's language: bytes, kB or MB. */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes < 1024 ? [bytes, "byte"] : bytes < 1024 * 1024 ? [bytes / 1024, "kilobyte"] : [bytes / (1024 * 1024), "megabyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: value < 10 && unit !== "byte" ? 1 : 0 }).format(
    value,
  );
}
