/** Values every field is tried with: edges of numbers, empty, huge and hostile strings, wrong types. */
export const BODY_VALUES: readonly unknown[] = [
  0,
  -1,
  2 ** 31,
  2 ** 53,
  1e308,
  0.5,
  "",
  "x".repeat(10_000),
  "nul\u0000byte",
  "lone \ud800 surrogate",
  "__proto__",
  "constructor",
  true,
  null,
  [],
  [-1, "x"],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}'),
];

/** The same in a path segment or query string, already encoded; the last one is invalid UTF-8. */
export const URL_VALUES: readonly string[] = [
  "0",
  "-1",
  String(2 ** 31),
  String(2 ** 53),
  "1e308",
  "0.5",
  "",
  "x".repeat(10_000),
  "nul%00byte",
  "%ED%A0%80",
  "__proto__",
  "constructor",
  "true",
  "%5B%5D",
];
