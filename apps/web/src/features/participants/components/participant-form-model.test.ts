import { describe, expect, it } from "vitest";
import { newDeviceRow } from "./device-rows";
import {
  checkParticipantForm,
  hasErrors,
  newParticipantForm,
  participantFormOf,
  serverParticipantErrors,
  toCreateRequest,
  toUpdateRequest,
} from "./participant-form-model";

const saved = {
  id: 5,
  name: "Petra",
  surname: "Nováková",
  shortName: null,
  fullName: "Petra Nováková",
  language: "CZECH" as const,
  login: null,
  orgId: 3,
  orgName: "North",
  participantRotationalId: null,
  devices: [{ id: 1, callingDeviceType: "SMS" as const, address: "+420601234567", message: null }],
  version: 4,
};

describe("participant form", () => {
  it("requires name, surname and organization", () => {
    const errors = checkParticipantForm(newParticipantForm(null));
    expect(Object.keys(errors.fields).sort()).toEqual(["name", "orgId", "surname"]);
    expect(hasErrors(checkParticipantForm({ ...newParticipantForm(1), name: "A", surname: "B" }))).toBe(false);
  });

  it("marks the device rows whose address does not fit the type", () => {
    const values = {
      ...newParticipantForm(1),
      name: "A",
      surname: "B",
      devices: [
        { ...newDeviceRow("SMS"), address: "+420 601 234 567" },
        { ...newDeviceRow("VOICE"), address: "123" },
        { ...newDeviceRow("EMAIL"), address: "" },
      ],
    };
    const errors = checkParticipantForm(values);
    expect(errors.devices).toEqual({
      1: { address: { key: "participants.devices.problems.INVALID_PHONE", values: { max: 500 } } },
      2: { address: { key: "participants.devices.problems.REQUIRED", values: { max: 500 } } },
    });
  });

  it("creates with trimmed values, null for empty optional ones and normalised devices", () => {
    const values = {
      ...newParticipantForm(2),
      name: " Petra ",
      surname: "Nováková",
      shortName: " ",
      devices: [{ ...newDeviceRow("SMS"), address: "+420 601 234 567", message: "work" }],
    };
    expect(toCreateRequest(values)).toEqual({
      name: "Petra",
      surname: "Nováková",
      shortName: null,
      language: "ENGLISH",
      login: null,
      orgId: 2,
      participantRotationalId: null,
      devices: [{ callingDeviceType: "SMS", address: "+420601234567", message: "work" }],
    });
  });

  it("updates at the version read, without the organization (that is moved)", () => {
    const values = { ...participantFormOf(saved), shortName: "PN" };
    const request = toUpdateRequest(values, saved);
    expect(request).toMatchObject({ id: 5, version: 4, shortName: "PN", language: "CZECH" });
    expect(request).not.toHaveProperty("orgId");
    expect(request.devices).toEqual([{ callingDeviceType: "SMS", address: "+420601234567", message: null }]);
  });

  it("reads the team media schedule and sends it back, null when it is cleared", () => {
    const form = participantFormOf({ ...saved, participantRotationalId: 8 });
    expect(form.participantRotationalId).toBe(8);
    expect(toUpdateRequest(form, saved).participantRotationalId).toBe(8);
    expect(toUpdateRequest({ ...form, participantRotationalId: null }, saved).participantRotationalId).toBeNull();
  });

  it("puts the server's device problems on the right row and other problems under their field", () => {
    const errors = serverParticipantErrors([
      { field: "devices.1.address", message: "not a valid phone number", code: "INVALID_PHONE" },
      { field: "login", message: "already taken", code: "TAKEN" },
    ]);
    expect(errors).toEqual({
      fields: { login: { key: "participants.errors.loginTaken" } },
      devices: { 1: { address: { key: "participants.devices.problems.INVALID_PHONE" } } },
    });
    expect(serverParticipantErrors([{ field: "login", message: "no such user", code: "UNKNOWN_USER" }])).toEqual({
      fields: { login: { key: "participants.errors.loginUnknownUser" } },
      devices: {},
    });
    expect(
      serverParticipantErrors([
        { field: "participantRotationalId", message: 'Team media schedule "Nights" belongs to "South"…', code: "OUTSIDE_ORGANIZATION" },
      ]),
    ).toEqual({ fields: { participantRotationalId: { key: "errors.OUTSIDE_ORGANIZATION" } }, devices: {} });
    expect(
      serverParticipantErrors([{ field: "participantRotationalId", message: "Unknown team media schedule: 9", code: "UNKNOWN_SCHEDULE" }])?.fields,
    ).toEqual({
      participantRotationalId: { key: "participants.errors.teamScheduleUnknown" },
    });
    expect(serverParticipantErrors([{ field: "somethingElse", message: "x" }])).toBeNull();
    expect(serverParticipantErrors([])).toBeNull();
  });
});
