import type { Phrase } from "@alarm/contract";
import type { TFunction } from "i18next";

/** A server phrase in the reader's language (phrases within it too); the server's English text when there is none. */
export function phraseText(t: TFunction, value: Phrase | null, fallback: string | null): string | null {
  if (!value) return fallback;
  const params = Object.fromEntries(
    Object.entries(value.params ?? {}).map(([name, param]) => [name, typeof param === "object" ? phraseText(t, param, "") : param]),
  );
  return t(`phrases.${value.key}`, { ...params, defaultValue: fallback ?? value.key });
}
