import type { AlarmPoint, AlarmPointDraft } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { alarmDefinitionFormOf, checkAlarmDefinitionForm, emptyAlarmDefinitionForm, serverAlarmDefinitionErrors, toAlarmDefinitionRequest } from "./form-model";

const point: AlarmPoint = {
  id: 3,
  name: "Boiler pressure",
  description: null,
  text: "Pressure high",
  speechText: null,
  language: "GERMAN",
  icon: { name: "bolt", color: "#ff0000" },
  systemId: "boiler-1",
  alarmPlanId: 8,
  alarmPlanName: "Technicians",
  rotationalCalendarId: null,
  priority: 2,
  acknowledgeMode: "ONE",
  confirmPriority: 2,
  localAcknowledgeTime: 5,
  countRepeat: 3,
  repeatBetween: 10,
  repeatMonInterval: 0,
  mediaProcessingType: null,
  mediaUsageType: "ONE_BY_ONE",
  instructionFiles: [
    { id: 11, name: "steps.pdf", path: "1/steps.pdf", type: "pdf", size: 10, orgId: 1, orgName: "Total system", uploadedAt: "2025-01-01T00:00:00Z" },
    { id: 4, name: "map.png", path: "1/map.png", type: "png", size: 10, orgId: 1, orgName: "Total system", uploadedAt: "2025-01-01T00:00:00Z" },
  ],
  textTemplateId: null,
  alarmPointType: "STANDARD",
  deleted: false,
  deletedAt: null,
  orgId: 1,
  orgName: "Total system",
  version: 4,
};

describe("alarm definition form", () => {
  it("starts a new definition with the alarm point defaults", () => {
    const form = emptyAlarmDefinitionForm();
    expect(form).toMatchObject({
      confirmPriority: 1,
      localAcknowledgeTime: 1,
      countRepeat: 0,
      repeatBetween: 0,
      icon: { name: "bell", color: "#989898" },
      acknowledgeMode: "NONE",
      language: "ENGLISH",
    });
    expect(form.mediaProcessingType).toBeNull();
    expect(form.instructionFiles).toEqual([]);
  });

  it("reads an alarm point with its files in order and sends it back unchanged", () => {
    const form = alarmDefinitionFormOf(point);
    expect(form.description).toBe("");
    expect(form.instructionFiles.map((file) => file.id)).toEqual([11, 4]);
    expect(toAlarmDefinitionRequest(form)).toEqual({
      name: "Boiler pressure",
      description: null,
      systemId: "boiler-1",
      icon: { name: "bolt", color: "#ff0000" },
      priority: 2,
      text: "Pressure high",
      speechText: null,
      language: "GERMAN",
      alarmPlanId: 8,
      rotationalCalendarId: null,
      confirmPriority: 2,
      acknowledgeMode: "ONE",
      localAcknowledgeTime: 5,
      countRepeat: 3,
      repeatBetween: 10,
      repeatMonInterval: 0,
      mediaProcessingType: null,
      mediaUsageType: "ONE_BY_ONE",
      instructionFileIds: [11, 4],
      textTemplateId: null,
    });
  });

  it("reads a draft that names files by id and a template whose icon could not be read", () => {
    const draft = {
      ...point,
      icon: { name: "sun", color: "#00AA00" },
      instructionFileIds: [5],
      instructionFiles: undefined,
      templateId: 2,
    } as unknown as AlarmPointDraft;
    const form = alarmDefinitionFormOf(draft);
    expect(form.instructionFiles).toEqual([{ id: 5, name: "#5" }]);
    expect(toAlarmDefinitionRequest(form).icon).toEqual({ name: "sun", color: "#00aa00" });
    expect(alarmDefinitionFormOf({ name: "From a template", icon: null }).icon).toEqual({ name: "bell", color: "#989898" });
  });

  it("keeps the chosen text template and sends it back, none as null", () => {
    const form = alarmDefinitionFormOf({ ...point, textTemplateId: 7 });
    expect(form.textTemplateId).toBe(7);
    expect(toAlarmDefinitionRequest({ ...form, textTemplateId: null }).textTemplateId).toBeNull();
    expect(emptyAlarmDefinitionForm().textTemplateId).toBeNull();
  });

  it("trims texts and sends empty ones as null", () => {
    const request = toAlarmDefinitionRequest({ ...emptyAlarmDefinitionForm(), name: "  Fire ", systemId: "  ", text: " Go " });
    expect(request).toMatchObject({ name: "Fire", systemId: null, text: "Go", description: null });
  });

  it("asks for a name, a plan where one is required, numbers in range and a readable system id and icon", () => {
    expect(checkAlarmDefinitionForm(emptyAlarmDefinitionForm(), { planRequired: true })).toEqual({
      name: { key: "alarmDefinition.errors.required" },
      alarmPlanId: { key: "alarmDefinition.errors.planRequired" },
    });
    expect(checkAlarmDefinitionForm({ ...emptyAlarmDefinitionForm(), name: "x" }, { planRequired: false })).toEqual({});
    const wrong = {
      ...alarmDefinitionFormOf(point),
      name: "x".repeat(201),
      systemId: "a b",
      priority: 0,
      confirmPriority: null,
      icon: { name: "bolt", color: "red" },
    };
    expect(checkAlarmDefinitionForm(wrong, { planRequired: true })).toEqual({
      name: { key: "alarmDefinition.errors.tooLong", values: { max: 200 } },
      systemId: { key: "alarmDefinition.errors.systemIdFormat" },
      icon: { key: "alarmDefinition.errors.iconColor" },
      priority: { key: "alarmDefinition.errors.range", values: { min: 1, max: 9 } },
      confirmPriority: { key: "alarmDefinition.errors.required" },
    });
  });

  it("places the server's problems at their fields, in the console's words where the code is known", () => {
    expect(
      serverAlarmDefinitionErrors([
        { field: "systemId", message: 'System id "B-1" is used by "Boiler"', code: "SYSTEM_ID_TAKEN" },
        { field: "instructionFileIds.0", message: "unknown file 9", code: "UNKNOWN_FILE" },
        { field: "icon.color", message: "a colour #rrggbb" },
      ]),
    ).toEqual({
      systemId: { key: "alarmDefinition.errors.systemIdTaken", values: { reason: 'System id "B-1" is used by "Boiler"' } },
      instructionFiles: { key: "alarmDefinition.errors.unknownFile", values: { reason: "unknown file 9" } },
      icon: { text: "a colour #rrggbb" },
    });
    expect(serverAlarmDefinitionErrors([{ field: "textTemplateId", message: "Unknown text template: 4", code: "UNKNOWN_TEXT_TEMPLATE" }])).toEqual({
      textTemplateId: { key: "alarmDefinition.errors.unknownTextTemplate", values: { reason: "Unknown text template: 4" } },
    });
    expect(serverAlarmDefinitionErrors([{ field: "orgId", message: "unknown" }])).toBeNull();
    expect(serverAlarmDefinitionErrors([])).toBeNull();
  });
});
