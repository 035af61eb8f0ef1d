import { z } from "zod";
import { language } from "./language.js";

export const changePasswordRequest = z.object({
  previousPassword: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(200),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const languageChange = z.object({ language });
export type LanguageChange = z.infer<typeof languageChange>;

export const localeQuery = z.object({ language: language.optional() });
export const localeResponse = z.object({
  language,
  languages: z.array(z.object({ key: language, tag: z.string(), label: z.string() })),
  messages: z.record(z.string(), z.unknown()).describe("The console's translation map"),
});
export type LocaleResponse = z.infer<typeof localeResponse>;

export const healthResponse = z.object({ status: z.literal("ok"), database: z.literal("up") });
