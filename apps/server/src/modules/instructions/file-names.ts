/**
 * File names that could pass for another name: characters that reorder the text around them, that
 * are not shown at all, or that look like a path separator or a dot without being one. With them
 * "invoice<U+202E>fdp.exe" reads as "invoiceexe.pdf" and "plan<U+200B>.pdf" looks like an existing "plan.pdf".
 */

/** A name as it is stored and compared: composed (NFC), so "é" typed as one character or as "e" and an accent is one file. */
export const composedName = (name: string) => name.normalize("NFC");

export type NameDisguise = { codePoint: string; problem: string };

const DISGUISES: { pattern: RegExp; problem: string }[] = [
  {
    pattern: /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u,
    problem: "a text-direction control character, which can make the name and its extension read differently from what they are",
  },
  { pattern: /[\p{Cc}\u2028\u2029]/u, problem: "a control character" },
  {
    // Every character Unicode says to draw as nothing (zero-width spaces and joiners, the soft hyphen,
    // the byte order mark, variation selectors, tags, fillers) and the other format characters.
    pattern: /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u,
    problem: "an invisible character, which makes two different names look the same",
  },
  {
    // Slashes, backslashes and dots of other scripts and symbol sets; the combining overlays draw a slash over a letter.
    pattern:
      /[\u2044\u2215\u29f8\uff0f\u2571\u27cb\u1735\u2f03\uff3c\u2216\u29f5\u29f9\ufe68\u2572\u27cd\uff0e\u2024\u2025\ufe52\u0701\u0702\ua4f8\ua60e]|\u0337|\u0338|\u20e5/u,
    problem: "a character that looks like a slash, a backslash or a dot but is not one, so the name can pass for a path or another extension",
  },
];

/** The first character that disguises the name, or null when it has none. */
export function disguiseIn(name: string): NameDisguise | null {
  for (const { pattern, problem } of DISGUISES) {
    const character = pattern.exec(name)?.[0];
    if (character) return { codePoint: codePointOf(character), problem };
  }
  return null;
}

const codePointOf = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

const UNSEEN = new RegExp(DISGUISES.map(({ pattern }) => pattern.source).join("|"), "gu");

/** The name with every disguising character written as its code point, so a message about it shows what it really holds. */
export const visibleName = (name: string) => name.replace(UNSEEN, (character) => `<${codePointOf(character)}>`);
