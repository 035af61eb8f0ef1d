import type { BackendModule, ResourceKey } from "i18next";

/** The translations of each language but the bundled one, loaded when it is chosen. */
export type LanguageLoaders = Record<string, () => Promise<{ default: ResourceKey }>>;

/** An i18next backend that fetches a language's file when it is first used. */
export function lazyLanguageFiles(loaders: LanguageLoaders): BackendModule {
  return {
    type: "backend",
    callbackApi: true,
    init: () => undefined,
    read(language, _namespace, callback) {
      const load = loaders[language];
      if (!load) return callback(new Error(`no translation for ${language}`), false);
      load().then(
        (file) => callback(null, file.default),
        (error: Error) => callback(error, false),
      );
    },
  };
}
