import { describe, expect, it } from "vitest";
import { displayOrgPath, displayParentPath } from "./organization-path";

describe("displayOrgPath", () => {
  it("crops the root label and joins the rest with ' > '", () => {
    expect(displayOrgPath("Total system > Alarm Centre North > Fire Brigade Riverside")).toBe("Alarm Centre North > Fire Brigade Riverside");
    expect(displayOrgPath("Total system > St. Anna Hospital")).toBe("St. Anna Hospital");
  });

  it("keeps the root's own name, since nothing else would be left", () => {
    expect(displayOrgPath("Total system")).toBe("Total system");
  });

  it("keeps paths that do not start at the root label", () => {
    expect(displayOrgPath("Alarm Centre North > Water Utility")).toBe("Alarm Centre North > Water Utility");
  });

  it("splits only at the separator, so names may hold '>'", () => {
    expect(displayOrgPath("Total system > Pumps>North > Station 2")).toBe("Pumps>North > Station 2");
  });

  it("gives an empty text for no path", () => {
    expect(displayOrgPath("")).toBe("");
    expect(displayOrgPath(null)).toBe("");
    expect(displayOrgPath(undefined)).toBe("");
  });
});

describe("displayParentPath", () => {
  it("shows where an organization belongs", () => {
    expect(displayParentPath("Total system > Alarm Centre North > Water Utility")).toBe("Alarm Centre North");
    expect(displayParentPath("Total system > St. Anna Hospital")).toBe("Total system");
    expect(displayParentPath("Total system")).toBe("");
  });
});
