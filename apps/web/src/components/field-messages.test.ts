import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contractFieldMessages, serverFieldMessages, type MessageOfCode } from "./field-messages";

const FIELDS = ["name", "minutes"] as const;
type Field = (typeof FIELDS)[number];
const messageOf: MessageOfCode<Field> = (field, code) => (field === "minutes" && code === "REQUIRED" ? { key: "form.minutesRequired" } : null);
const schema = z.object({ name: z.string().max(3), minutes: z.number().nullable(), other: z.string() }).superRefine((value, context) => {
  if (value.minutes === null) context.addIssue({ code: "custom", path: ["minutes"], message: "needed", params: { code: "REQUIRED" } });
});

describe("field messages", () => {
  it("take the first issue of the contract on each field of the form, by its code where the console has words for it", () => {
    const issuesOf = (value: unknown) => schema.safeParse(value).error?.issues ?? [];
    // "other" is not a field of the form: its issue is left out.
    expect(contractFieldMessages(issuesOf({ name: "toolong", minutes: 5, other: 1 }), FIELDS, messageOf)).toEqual({
      name: { text: expect.stringContaining("3") as string },
    });
    expect(contractFieldMessages(issuesOf({ name: "ok", minutes: null, other: "x" }), FIELDS, messageOf)).toEqual({ minutes: { key: "form.minutesRequired" } });
  });

  it("put the server's problems under the fields, or none when one is about something else", () => {
    expect(
      serverFieldMessages(
        [
          { field: "minutes", code: "REQUIRED", message: "needed" },
          { field: "name.0", message: "bad" },
        ],
        FIELDS,
        messageOf,
      ),
    ).toEqual({
      minutes: { key: "form.minutesRequired" },
      name: { text: "bad" },
    });
    expect(serverFieldMessages([{ field: "other", message: "bad" }], FIELDS, messageOf)).toBeNull();
    expect(serverFieldMessages([], FIELDS, messageOf)).toBeNull();
  });
});
