import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { checkOrganizationDraft, draftOf, payloadOf, serverOrganizationErrors, timeZoneOptions } from "./organization-form-rules";

const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction;

describe("checkOrganizationDraft", () => {
  it("requires a name that is not only spaces", () => {
    expect(checkOrganizationDraft({ name: "   ", description: "", timeZone: "" }, t)).toEqual({ name: "organizations.form.nameRequired" });
  });

  it("allows names of 200 characters and refuses longer ones", () => {
    expect(checkOrganizationDraft({ name: "a".repeat(200), description: "", timeZone: "" }, t)).toEqual({});
    expect(checkOrganizationDraft({ name: "a".repeat(201), description: "", timeZone: "" }, t).name).toBe('organizations.form.nameTooLong {"max":200}');
  });

  it("limits descriptions to 2000 characters", () => {
    expect(checkOrganizationDraft({ name: "North", description: "d".repeat(2001), timeZone: "" }, t).description).toBe(
      'organizations.form.descriptionTooLong {"max":2000}',
    );
  });
});

describe("payloadOf", () => {
  it("trims and sends an empty description as null", () => {
    expect(payloadOf({ name: "  North ", description: "  ", timeZone: "" })).toEqual({ name: "North", description: null, timeZone: null });
    expect(payloadOf({ name: "North", description: " Centre ", timeZone: "" })).toEqual({ name: "North", description: "Centre", timeZone: null });
  });

  it("sends the chosen time zone, and none (inherited) as null, as it was read", () => {
    const draft = draftOf({ name: "North", description: null, timeZone: "America/New_York" });
    expect(payloadOf(draft).timeZone).toBe("America/New_York");
    expect(payloadOf(draftOf({ name: "North", description: null, timeZone: null })).timeZone).toBeNull();
  });
});

describe("timeZoneOptions", () => {
  it("offers the IANA zones, keeping a saved zone the browser does not know", () => {
    expect(timeZoneOptions("")).toContain("Europe/Prague");
    expect(timeZoneOptions("")).not.toContain("");
    expect(timeZoneOptions("")).toContain("UTC");
    expect(timeZoneOptions("Europe/Prague").filter((zone) => zone === "Europe/Prague")).toHaveLength(1);
    expect(timeZoneOptions("Mars/Olympus")[0]).toBe("Mars/Olympus");
  });
});

describe("serverOrganizationErrors", () => {
  it("puts the server's problems next to the fields", () => {
    expect(serverOrganizationErrors([{ field: "name", message: "required" }], t)).toEqual({ name: "organizations.form.nameRequired" });
    expect(serverOrganizationErrors([{ field: "description", message: "Too long" }], t)).toEqual({ description: "Too long" });
    expect(serverOrganizationErrors([{ field: "timeZone", message: "unknown time zone" }], t)).toEqual({ timeZone: "organizations.form.timeZoneUnknown" });
  });

  it("gives null when a problem concerns no field of the form", () => {
    expect(serverOrganizationErrors([{ field: "parentId", message: "bad" }], t)).toBeNull();
    expect(serverOrganizationErrors([], t)).toBeNull();
  });
});
