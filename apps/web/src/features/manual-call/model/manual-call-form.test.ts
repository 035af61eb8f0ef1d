import { describe, expect, it } from "vitest";
import { entryOfGroup, entryOfParticipant } from "../../../components/participant-selector/selected-entries";
import { checkManualCallForm, newManualCallForm, reachableCount, serverManualCallErrors, toManualCallRequest, type ManualCallForm } from "./manual-call-form";

const anna = entryOfParticipant({ id: 4, fullName: "Anna Wache", shortName: "AW" }, 1);
const crew = entryOfGroup({ id: 9, name: "Crew" }, 2);
const filled = (more: Partial<ManualCallForm> = {}): ManualCallForm => ({
  ...newManualCallForm({ id: 3, name: "Region" }),
  name: "Gas leak",
  recipients: [anna, crew],
  ...more,
});

describe("manual call form", () => {
  it("starts with the alarm point defaults in the current organization", () => {
    expect(newManualCallForm({ id: 3, name: "Region" })).toMatchObject({
      orgId: 3,
      orgName: "Region",
      priority: 5,
      confirmPriority: 1,
      localAcknowledgeTime: 1,
      countRepeat: 0,
      repeatBetween: 0,
      mediaUsageType: "ALL",
      delayMinutes: null,
    });
    expect(newManualCallForm(null).orgId).toBeNull();
  });

  it("asks for a name, an organization and someone to call", () => {
    expect(checkManualCallForm(newManualCallForm(null), 0)).toEqual({
      name: { key: "alarmTrigger.errors.required" },
      orgId: { key: "manualCall.errors.organizationRequired" },
      recipients: { key: "manualCall.errors.recipientsRequired" },
    });
    expect(checkManualCallForm(filled(), 3)).toEqual({});
  });

  it("counts the participants and group members the choice reaches, unknown while a group's size is", () => {
    expect(reachableCount([anna, crew], new Map([[9, 3]]))).toBe(4);
    expect(reachableCount([anna], undefined)).toBe(1);
    expect(reachableCount([anna, crew], new Map())).toBeNull();
  });

  it("asks for no more confirmations than the choice can give", () => {
    expect(checkManualCallForm(filled({ confirmPriority: 5 }), 4)).toEqual({
      confirmPriority: { key: "manualCall.errors.confirmPriorityUnreachable", values: { count: 4 } },
    });
    expect(checkManualCallForm(filled({ confirmPriority: 5 }), null)).toEqual({});
  });

  it("checks numbers, texts and the delay", () => {
    expect(checkManualCallForm(filled({ priority: 10, countRepeat: null, speechText: "x".repeat(2001), delayMinutes: -1 }), 4)).toEqual({
      priority: { key: "alarmTrigger.errors.range", values: { min: 1, max: 9 } },
      countRepeat: { key: "alarmTrigger.errors.required" },
      speechText: { key: "alarmTrigger.errors.tooLong", values: { max: 2000 } },
      delayMinutes: { key: "alarmTrigger.errors.range", values: { min: 0, max: 10_080 } },
    });
  });

  it("sends participants and groups apart, trimmed texts, and a delay only when there is one", () => {
    expect(toManualCallRequest(filled({ text: " Leave the hall ", textTemplateId: 2, delayMinutes: 10 }))).toEqual({
      manualCall: {
        name: "Gas leak",
        orgId: 3,
        participantIds: [4],
        participantGroupIds: [9],
        text: "Leave the hall",
        speechText: null,
        textTemplateId: 2,
        priority: 5,
        confirmPriority: 1,
        localAcknowledgeTime: 1,
        countRepeat: 0,
        repeatBetween: 0,
        mediaUsageType: "ALL",
      },
      delayMinutes: 10,
    });
    expect(toManualCallRequest(filled())).not.toHaveProperty("delayMinutes");
  });

  it("places the server's problems at their fields, in the console's words where the code is known", () => {
    expect(
      serverManualCallErrors([
        { field: "manualCall.participantIds", message: "Unknown: 12", code: "UNKNOWN_PARTICIPANT" },
        { field: "manualCall.orgId", message: "Unknown organization", code: "UNKNOWN_ORGANIZATION" },
        { field: "delayMinutes", message: "Too big" },
      ]),
    ).toEqual({
      recipients: { key: "manualCall.errors.unknownParticipant", values: { reason: "Unknown: 12" } },
      orgId: { key: "manualCall.errors.unknownOrganization", values: { reason: "Unknown organization" } },
      delayMinutes: { text: "Too big" },
    });
    expect(serverManualCallErrors([{ field: "manualCall.participantIds", message: "Choose at least one participant or group", code: "REQUIRED" }])).toEqual({
      recipients: { key: "manualCall.errors.recipientsRequired" },
    });
    expect(serverManualCallErrors([{ field: "alarmPointId", message: "x" }])).toBeNull();
    expect(
      serverManualCallErrors([
        { field: "manualCall.participantIds", message: 'Participant "Bo" belongs to "Branch B"…', code: "OUTSIDE_ORGANIZATION" },
        { field: "manualCall.textTemplateId", message: 'Text template "T" belongs to "Branch B"…', code: "OUTSIDE_ORGANIZATION" },
      ]),
    ).toEqual({
      recipients: { key: "manualCall.errors.recipientsOutsideOrganization" },
      textTemplateId: { key: "manualCall.errors.textTemplateOutsideOrganization" },
    });
  });
});
