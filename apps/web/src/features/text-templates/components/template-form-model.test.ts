import { describe, expect, it } from "vitest";
import {
  checkTemplateForm,
  firstLanguageWithError,
  insertAt,
  newTemplateForm,
  serverTemplateErrors,
  templateFormOf,
  textsOf,
  toCreateRequest,
  toUpdateRequest,
} from "./template-form-model";

const filled = { ...newTemplateForm(3), name: " Fire ", "ENGLISH.body": " Fire in {alarmName} ", "GERMAN.subject": "Feuer" };

describe("text template form", () => {
  it("asks for a name, an organization and the English body", () => {
    expect(checkTemplateForm(newTemplateForm(null), "create")).toEqual({
      name: { key: "textTemplates.errors.nameRequired" },
      orgId: { key: "textTemplates.errors.organizationRequired" },
      "ENGLISH.body": { key: "textTemplates.errors.englishBodyRequired" },
    });
    expect(checkTemplateForm(filled, "create")).toEqual({});
  });

  it("names the first unknown placeholder of each text", () => {
    const errors = checkTemplateForm({ ...filled, "GERMAN.body": "{alarmName} {name} {foo}", "CZECH.subject": "{předmět} {x}" }, "edit");
    expect(errors).toEqual({
      "GERMAN.body": { key: "textTemplates.errors.unknownPlaceholder", values: { placeholder: "{name}" } },
      "CZECH.subject": { key: "textTemplates.errors.unknownPlaceholder", values: { placeholder: "{x}" } },
    });
    expect(firstLanguageWithError(errors)).toBe("GERMAN");
  });

  it("sends trimmed texts of every language and reads a template back", () => {
    const request = toCreateRequest(filled);
    expect(request).toEqual({
      name: "Fire",
      description: null,
      orgId: 3,
      texts: { ENGLISH: { subject: "", body: "Fire in {alarmName}" }, GERMAN: { subject: "Feuer", body: "" }, CZECH: { subject: "", body: "" } },
    });
    const template = { id: 7, version: 2, orgName: "Plant", name: "Fire", orgId: 3, description: null, texts: textsOf(filled) };
    expect(templateFormOf(template)).toMatchObject({ name: "Fire", "GERMAN.subject": "Feuer", "ENGLISH.body": "Fire in {alarmName}" });
    expect(toUpdateRequest(filled, template)).toMatchObject({ id: 7, version: 2, name: "Fire" });
  });

  it("places the server's problems under the language fields", () => {
    expect(serverTemplateErrors([{ field: "texts.GERMAN.body", message: "unknown placeholder {name}", code: "UNKNOWN_PLACEHOLDER" }])).toEqual({
      "GERMAN.body": { key: "textTemplates.errors.unknownPlaceholder", values: { placeholder: "{name}" } },
    });
    expect(serverTemplateErrors([{ field: "texts.ENGLISH.body", message: "required", code: "REQUIRED" }])).toEqual({
      "ENGLISH.body": { key: "textTemplates.errors.englishBodyRequired" },
    });
    expect(serverTemplateErrors([{ field: "name", message: "Too small" }])).toEqual({ name: { text: "Too small" } });
    expect(serverTemplateErrors([{ field: "somethingElse", message: "x" }])).toBeNull();
  });

  it("inserts a placeholder in place of the selection", () => {
    expect(insertAt("Fire at now", "{time}", 8, 11)).toEqual({ text: "Fire at {time}", caret: 14 });
    expect(insertAt("", "{alarmName}", 0, 0)).toEqual({ text: "{alarmName}", caret: 11 });
  });
});
