import { INTEGRATION_LIMITS } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { checkKeyForm, newKeyForm, serverKeyErrors, toKeyRequest, type KeyFormValues } from "./key-form-model";

const form = (patch: Partial<KeyFormValues>): KeyFormValues => ({ ...newKeyForm(), name: "Prometheus", kind: "ALERTMANAGER", ...patch });

describe("the new integration key form", () => {
  it("asks for the kind and a name, and a rate within the limits", () => {
    expect(checkKeyForm(newKeyForm())).toEqual({
      kind: { key: "integrations.create.errors.kindRequired" },
      name: { key: "integrations.create.errors.nameRequired" },
    });
    expect(checkKeyForm(form({ name: "   " })).name).toEqual({ key: "integrations.create.errors.nameRequired" });
    const max = INTEGRATION_LIMITS.ratePerMinute.max;
    for (const ratePerMinute of [null, 0, max + 1]) {
      expect(checkKeyForm(form({ ratePerMinute })).ratePerMinute, String(ratePerMinute)).toEqual({
        key: "integrations.create.errors.rateRange",
        values: { max },
      });
    }
    expect(checkKeyForm(form({ ratePerMinute: max }))).toEqual({});
  });

  it("asks for the interval of a heartbeat only", () => {
    expect(checkKeyForm(form({ kind: "HEARTBEAT", heartbeatMinutes: null })).heartbeatMinutes).toEqual({ key: "integrations.create.errors.heartbeatRequired" });
    const max = INTEGRATION_LIMITS.heartbeatMinutes.max;
    expect(checkKeyForm(form({ kind: "HEARTBEAT", heartbeatMinutes: max + 1 })).heartbeatMinutes).toEqual({
      key: "integrations.create.errors.heartbeatRange",
      values: { max },
    });
    expect(checkKeyForm(form({ kind: "WEBHOOK", heartbeatMinutes: null }))).toEqual({});
  });

  it("sends the heartbeat interval only for HEARTBEAT and dedup by subject only for EMAIL", () => {
    expect(toKeyRequest(form({ kind: "WEBHOOK", name: " Backup ", heartbeatMinutes: 15, dedupBySubject: true }))).toEqual({
      kind: "WEBHOOK",
      name: "Backup",
      ratePerMinute: INTEGRATION_LIMITS.ratePerMinute.default,
      heartbeatMinutes: null,
      dedupBySubject: false,
    });
    expect(toKeyRequest(form({ kind: "HEARTBEAT", heartbeatMinutes: 15 })).heartbeatMinutes).toBe(15);
    expect(toKeyRequest(form({ kind: "EMAIL", dedupBySubject: true })).dedupBySubject).toBe(true);
  });

  it("puts the server's field problems under their fields, or leaves them to a toast", () => {
    expect(serverKeyErrors([{ field: "name", code: "TOO_LONG", message: "too long", limit: 100 }])).toEqual({
      name: { key: "formField.atMost", values: { max: 100 } },
    });
    expect(serverKeyErrors([{ field: "heartbeatMinutes", code: "REQUIRED", message: "needed" }])).toEqual({
      heartbeatMinutes: { key: "integrations.create.errors.heartbeatRequired" },
    });
    expect(serverKeyErrors([{ field: "id", message: "bad id" }])).toBeNull();
  });
});
