export * from "./organizations.js";
export * from "./users.js";
export * from "./sessions.js";
export * from "./object-limits.js";
export * from "./table-filters.js";
export * from "./org-object-counts.js";
export * from "./participants.js";
export * from "./holidays.js";
