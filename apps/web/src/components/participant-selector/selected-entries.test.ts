import { describe, expect, it } from "vitest";
import {
  entryOfGroup,
  entryOfParticipant,
  moveEntry,
  removeEntry,
  renumber,
  selectionIndexOf,
  toggleChoice,
  type SelectedParticipantEntry,
} from "./selected-entries";

const anna = { id: 7, fullName: "Anna Novák", shortName: "AN" };
const jan = { id: 9, fullName: "Jan Dvořák", shortName: null };
const night = { id: 3, name: "Night shift" };

describe("entries", () => {
  it("builds entries of participants and groups", () => {
    expect(entryOfParticipant(anna, 1)).toEqual({
      id: "participant-7",
      participantId: 7,
      participantGroupId: null,
      orderId: 1,
      planGroupId: null,
      title: "Anna Novák",
      name: "Anna Novák",
      shortName: "AN",
    });
    expect(entryOfGroup(night, 2)).toMatchObject({
      id: "group-3",
      participantId: null,
      participantGroupId: 3,
      orderId: 2,
      title: "Night shift",
      shortName: null,
    });
  });

  it("checks at the end and unchecks in place, numbering from 1", () => {
    let value = toggleChoice([], { kind: "participant", participant: anna });
    value = toggleChoice(value, { kind: "group", group: night });
    value = toggleChoice(value, { kind: "participant", participant: jan });
    expect(value.map((entry) => [entry.id, entry.orderId])).toEqual([
      ["participant-7", 1],
      ["group-3", 2],
      ["participant-9", 3],
    ]);
    value = toggleChoice(value, { kind: "group", group: night });
    expect(value.map((entry) => [entry.id, entry.orderId])).toEqual([
      ["participant-7", 1],
      ["participant-9", 2],
    ]);
  });

  it("keeps what the caller set on the other entries, such as the plan group", () => {
    const planned: SelectedParticipantEntry = { ...entryOfParticipant(anna, 1), id: "row-1", planGroupId: 44 };
    const value = toggleChoice([planned], { kind: "participant", participant: jan });
    expect(value[0]).toBe(planned);
    expect(toggleChoice(value, { kind: "participant", participant: anna })).toEqual([{ ...entryOfParticipant(jan, 1) }]);
  });

  it("indexes what is chosen", () => {
    const adHoc: SelectedParticipantEntry = { ...entryOfParticipant(anna, 3), id: "adhoc-1", participantId: null };
    const index = selectionIndexOf([entryOfParticipant(anna, 1), entryOfGroup(night, 2), adHoc]);
    expect([...index.participants]).toEqual([7]);
    expect([...index.groups]).toEqual([3]);
  });

  it("removes, moves and renumbers", () => {
    const value = [entryOfParticipant(anna, 1), entryOfParticipant(jan, 2), entryOfGroup(night, 3)];
    expect(removeEntry(value, "participant-9").map((entry) => entry.orderId)).toEqual([1, 2]);
    expect(moveEntry(value, 2, 0).map((entry) => [entry.id, entry.orderId])).toEqual([
      ["group-3", 1],
      ["participant-7", 2],
      ["participant-9", 3],
    ]);
    expect(moveEntry(value, 0, 5)).toEqual(value);
    const shuffled = [value[1]!, value[0]!];
    expect(renumber(shuffled).map((entry) => entry.orderId)).toEqual([1, 2]);
    expect(renumber(value)[0]).toBe(value[0]);
  });
});
