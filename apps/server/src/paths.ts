import { fileURLToPath } from "node:url";

/**
 * Files the server reads at run time, from the server's folder (apps/server). This module sits one
 * level below it both as source (src/paths.ts) and compiled into the bundle (dist/main.js), so the
 * same relative address serves both.
 */
const serverFolder = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const PATHS = {
  migrations: serverFolder("migrations"),
  commonPasswords: serverFolder("assets/common-passwords.txt"),
  /** The console's own translation files are the one source of every translated text. */
  translations: serverFolder("../web/src/i18n/"),
  webDist: serverFolder("../web/dist"),
};
