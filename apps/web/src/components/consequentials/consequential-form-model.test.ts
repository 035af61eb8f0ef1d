import { CONSEQUENTIAL_DEFAULTS, type Consequential } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import {
  checkConsequentialForm,
  consequentialFormOf,
  newConsequentialForm,
  serverConsequentialErrors,
  toCreateRequest,
  toUpdateRequest,
} from "./consequential-form-model";

const ORG_ID = 7;

const saved: Consequential = {
  id: 41,
  name: "Call the manager",
  description: null,
  text: "Nobody accepted",
  speechText: null,
  language: "ENGLISH",
  icon: { name: "clock", color: "#989898" },
  alarmPlanId: 5,
  alarmPlanName: "Managers",
  rotationalCalendarId: null,
  priority: 2,
  acknowledgeMode: "NONE",
  confirmPriority: 1,
  localAcknowledgeTime: 1,
  countRepeat: 0,
  repeatBetween: 0,
  repeatMonInterval: 0,
  mediaProcessingType: "BY_RANK",
  mediaUsageType: "ALL",
  instructionFiles: [],
  textTemplateId: null,
  alarmPointType: "CONSEQUENTIAL",
  consequentialTrigger: "ON_NOT_ACCEPTED",
  initiatorId: 3,
  initiatorName: "Boiler",
  deleted: false,
  orgId: ORG_ID,
  orgName: "Plant",
  version: 4,
};

describe("a new consequential trigger", () => {
  it("starts from the consequential defaults in the owning point's organization", () => {
    const form = newConsequentialForm(ORG_ID);
    const { icon, ...defaults } = CONSEQUENTIAL_DEFAULTS;
    expect(form).toMatchObject({ ...defaults, orgId: ORG_ID, name: "", alarmPlanId: null });
    expect(form.icon).toEqual(icon);
    expect(form.icon).not.toBe(icon);
  });

  it("takes the first free trigger type when the default one is taken", () => {
    expect(newConsequentialForm(ORG_ID, ["ON_NEW", "ON_FAILURE"]).consequentialTrigger).toBe("ON_NEW");
    expect(newConsequentialForm(ORG_ID, ["ON_ACCEPT", "ON_FAILURE"]).consequentialTrigger).toBe("ON_ACCEPT");
  });
});

describe("checkConsequentialForm", () => {
  it("refuses an empty name and accepts a trigger without a plan", () => {
    const errors = checkConsequentialForm({ ...newConsequentialForm(ORG_ID), name: "  " });
    expect(errors.name).toEqual({ key: "alarmDefinition.errors.required" });
    expect(errors.alarmPlanId).toBeUndefined();
    expect(checkConsequentialForm({ ...newConsequentialForm(ORG_ID), name: "Follow-up" })).toEqual({});
  });

  it("refuses a trigger type the point uses already", () => {
    const form = { ...newConsequentialForm(ORG_ID), name: "Follow-up", consequentialTrigger: "ON_ACCEPT" as const };
    expect(checkConsequentialForm(form, ["ON_NEW", "ON_FAILURE"]).consequentialTrigger).toEqual({ key: "consequentials.errors.triggerTypeTaken" });
    expect(checkConsequentialForm(form, ["ON_ACCEPT"])).toEqual({});
  });
});

describe("requests", () => {
  it("creates with the initiator and the trigger type, without a system ID", () => {
    const request = toCreateRequest({ ...newConsequentialForm(ORG_ID), name: " Follow-up ", consequentialTrigger: "ON_FAILURE" }, 3);
    expect(request).toMatchObject({
      name: "Follow-up",
      initiatorId: 3,
      consequentialTrigger: "ON_FAILURE",
      description: "Description",
      mediaProcessingType: "BY_RANK",
      mediaUsageType: "ALL",
    });
    expect(request).not.toHaveProperty("systemId");
    expect(request).not.toHaveProperty("orgId");
  });

  it("updates with the id, the version and the trigger type", () => {
    const request = toUpdateRequest(consequentialFormOf(saved), saved);
    expect(request).toMatchObject({ id: 41, version: 4, consequentialTrigger: "ON_NOT_ACCEPTED", name: "Call the manager", alarmPlanId: 5 });
    expect(request).not.toHaveProperty("initiatorId");
    expect(request).not.toHaveProperty("systemId");
  });
});

describe("serverConsequentialErrors", () => {
  it("puts a taken trigger type at the trigger type field and definition problems at theirs", () => {
    expect(
      serverConsequentialErrors([
        { field: "consequentialTrigger", message: "The alarm point has a consequential trigger of this type already", code: "TRIGGER_TYPE_TAKEN" },
        { field: "alarmPlanId", message: "No such plan", code: "UNKNOWN_PLAN" },
      ]),
    ).toEqual({
      consequentialTrigger: { key: "consequentials.errors.triggerTypeTaken" },
      alarmPlanId: { key: "alarmDefinition.errors.unknownPlan", values: { reason: "No such plan" } },
    });
  });

  it("leaves problems of no field in the editor to the toast", () => {
    expect(serverConsequentialErrors([])).toBeNull();
    expect(serverConsequentialErrors([{ field: "initiatorId", message: "No such alarm point" }])).toBeNull();
    expect(serverConsequentialErrors([{ field: "systemId", message: "Not allowed" }])).toBeNull();
  });
});
