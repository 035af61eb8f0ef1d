import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { checkOrganizationDraft, payloadOf, serverOrganizationErrors } from "./organization-form-rules";

const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction;

describe("checkOrganizationDraft", () => {
  it("requires a name that is not only spaces", () => {
    expect(checkOrganizationDraft({ name: "   ", description: "" }, t)).toEqual({ name: "organizations.form.nameRequired" });
  });

  it("allows names of 200 characters and refuses longer ones", () => {
    expect(checkOrganizationDraft({ name: "a".repeat(200), description: "" }, t)).toEqual({});
    expect(checkOrganizationDraft({ name: "a".repeat(201), description: "" }, t).name).toBe('organizations.form.nameTooLong {"max":200}');
  });

  it("limits descriptions to 2000 characters", () => {
    expect(checkOrganizationDraft({ name: "North", description: "d".repeat(2001) }, t).description).toBe(
      'organizations.form.descriptionTooLong {"max":2000}',
    );
  });
});

describe("payloadOf", () => {
  it("trims and sends an empty description as null", () => {
    expect(payloadOf({ name: "  North ", description: "  " })).toEqual({ name: "North", description: null });
    expect(payloadOf({ name: "North", description: " Centre " })).toEqual({ name: "North", description: "Centre" });
  });
});

describe("serverOrganizationErrors", () => {
  it("puts the server's problems next to the fields", () => {
    expect(serverOrganizationErrors([{ field: "name", message: "required" }], t)).toEqual({ name: "organizations.form.nameRequired" });
    expect(serverOrganizationErrors([{ field: "description", message: "Too long" }], t)).toEqual({ description: "Too long" });
  });

  it("gives null when a problem concerns no field of the form", () => {
    expect(serverOrganizationErrors([{ field: "parentId", message: "bad" }], t)).toBeNull();
    expect(serverOrganizationErrors([], t)).toBeNull();
  });
});
