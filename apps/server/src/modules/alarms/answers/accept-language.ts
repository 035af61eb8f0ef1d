import type { ParticipantLanguage } from "@alarm/contract";

const BY_TAG: Record<string, ParticipantLanguage> = { en: "ENGLISH", de: "GERMAN", cs: "CZECH" };

/** The participant language a browser prefers most (Accept-Language), English when it names none of them. */
export function preferredParticipantLanguage(acceptLanguage: string | undefined): ParticipantLanguage {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: BY_TAG[tag.slice(0, 2).toLowerCase()], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? "ENGLISH";
}
