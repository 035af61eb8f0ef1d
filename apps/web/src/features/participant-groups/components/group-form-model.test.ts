import type { ParticipantGroup } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { checkGroupForm, groupFormOf, newGroupForm, serverGroupErrors, toCreateRequest, toUpdateRequest } from "./group-form-model";

const group: ParticipantGroup = {
  id: 4,
  name: "Night shift",
  description: null,
  orgId: 2,
  orgName: "North",
  members: [
    { participantId: 12, fullName: "Jan Král", shortName: null, orderId: 2 },
    { participantId: 7, fullName: "Anna Novák", shortName: "AN", orderId: 1 },
  ],
  version: 3,
};

describe("group form", () => {
  it("starts from the group with its members in order", () => {
    const form = groupFormOf(group);
    expect(form.description).toBe("");
    expect(form.members.map((member) => [member.participantId, member.orderId, member.title, member.shortName])).toEqual([
      [7, 1, "Anna Novák", "AN"],
      [12, 2, "Jan Král", null],
    ]);
  });

  it("asks for a name, and an organization for a new group", () => {
    expect(checkGroupForm(newGroupForm(null), "create")).toEqual({
      name: { key: "participantGroups.errors.nameRequired" },
      orgId: { key: "participantGroups.errors.organizationRequired" },
    });
    expect(checkGroupForm({ ...groupFormOf(group), name: "  " }, "edit")).toEqual({ name: { key: "participantGroups.errors.nameRequired" } });
    expect(checkGroupForm({ ...groupFormOf(group), name: "x".repeat(201) }, "edit").name).toEqual({
      key: "participantGroups.errors.tooLong",
      values: { max: 200 },
    });
    expect(checkGroupForm(groupFormOf(group), "edit")).toEqual({});
  });

  it("sends trimmed texts and the member ids in their order", () => {
    const form = { ...groupFormOf(group), name: " Night ", description: " Weekdays " };
    expect(toUpdateRequest(form, group)).toEqual({ id: 4, version: 3, name: "Night", description: "Weekdays", memberIds: [7, 12] });
    expect(toCreateRequest({ ...newGroupForm(5), name: "Day" })).toEqual({ name: "Day", description: null, orgId: 5, memberIds: [] });
  });

  it("puts the server's problems under the fields, members included", () => {
    expect(
      serverGroupErrors([
        { field: "memberIds", message: "Unknown participants: 99", code: "UNKNOWN_PARTICIPANT" },
        { field: "name", message: "required" },
      ]),
    ).toEqual({
      members: { key: "participantGroups.errors.unknownMembers", values: { reason: "Unknown participants: 99" } },
      name: { key: "participantGroups.errors.nameRequired" },
    });
    expect(serverGroupErrors([{ field: "memberIds", message: "a participant can be a member only once" }])).toEqual({
      members: { key: "participantGroups.errors.duplicateMembers" },
    });
    expect(serverGroupErrors([{ field: "description", message: "Too big" }])).toEqual({ description: { text: "Too big" } });
    expect(serverGroupErrors([{ field: "version", message: "stale" }])).toBeNull();
    expect(serverGroupErrors([])).toBeNull();
  });
});
