export * from "./errors.js";
export * from "./authority.js";
export * from "./language.js";
export * from "./password.js";
export * from "./auth.js";
export * from "./account.js";
