import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Which server folder may import which (apps/server/src); import paths are matched as written, gitignore-style. */
const serverDoors = {
  moduleRepository: { group: ["**/modules/*/repo.js"], message: "A module's repository is its own: use what the module's service exports." },
  otherModuleRepository: {
    group: ["../*/repo.js", "../../*/repo.js"],
    message: "A module must not import another module's repository: use what that module's service exports, or core/.",
  },
  bootstrap: { group: ["**/bootstrap/**"], message: "bootstrap/ imports modules, not the other way." },
  coreLeaf: {
    group: ["../*/**", "!../db/**", "../*.js", "!../config.js", "../../**"],
    message: "core/ is a leaf: it imports only db/ and config.",
  },
  channels: {
    group: ["**/modules/**", "**/http/**", "**/engine/**"],
    message: "Channels import neither modules, the engine nor HTTP: what they need is handed in (ChannelDependencies) or comes from core/.",
  },
  engine: {
    // A module's repository has its own message (moduleRepository).
    group: ["**/modules/*/*", "!**/modules/*/repo.js"],
    message: "The engine imports no module: modules call the engine, and what its channels need is handed in (createEngine).",
  },
  enginePublic: {
    group: ["**/engine/**", "!**/engine/public.js"],
    message: "Modules reach the engine through engine/public.ts only: the alarm lifecycle's commands and what the engine's jobs call back with.",
  },
  participantTexts: { group: ["../**"], message: "participant-texts/ is a leaf: the words and HTML that channels and the answer page share." },
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "apps/server/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Features stay independent (bulletproof-react): shared code lives in components/ or lib/.
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/features/*/**", "../../*/**", "!../../../**", "!../../i18n/**"], message: "A feature must not import another feature." }] },
      ],
    },
  },
  // The server's doors (issue 12). One options object per file set: a later block replaces the rule, so each repeats what still applies.
  {
    files: ["apps/server/src/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverDoors.moduleRepository] }] },
  },
  {
    files: ["apps/server/src/modules/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverDoors.otherModuleRepository] }] },
  },
  {
    files: ["apps/server/src/modules/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverDoors.otherModuleRepository, serverDoors.bootstrap, serverDoors.enginePublic] }] },
  },
  {
    files: ["apps/server/src/bootstrap/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverDoors.moduleRepository, serverDoors.enginePublic] }] },
  },
  {
    files: ["apps/server/src/core/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverDoors.coreLeaf] }] },
  },
  {
    // Tests may wire real services into a channel; the channels themselves get them handed in.
    files: ["apps/server/src/channels/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverDoors.channels] }] },
  },
  {
    // Engine tests may drive it through a module's commands (answers); the engine itself does not.
    files: ["apps/server/src/engine/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverDoors.moduleRepository, serverDoors.engine] }] },
  },
  {
    files: ["apps/server/src/participant-texts/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverDoors.participantTexts] }] },
  },
);
