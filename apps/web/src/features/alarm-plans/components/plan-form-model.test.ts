import type { AlarmPlan } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { entryOfGroup, entryOfParticipant } from "../../../components/participant-selector/selected-entries";
import { checkPlanForm, newPlanForm, planFormOf, rankProblemsOf, serverPlanErrors, toCreateRequest, toUpdateRequest } from "./plan-form-model";
import { moveEntryToRank, moveRank, newRank, setRankEntries } from "./ranks-model";

const anna = entryOfParticipant({ id: 1, fullName: "Anna Adler", shortName: "AA" }, 1);
const bruno = entryOfParticipant({ id: 2, fullName: "Bruno Berg", shortName: null }, 1);
const crew = entryOfGroup({ id: 7, name: "Crew" }, 1);

const stored: AlarmPlan = {
  id: 9,
  name: "Night",
  description: null,
  orgId: 3,
  orgName: "Site",
  mediaProcessingType: "ALL_AT_ONCE",
  mediaUsageType: "ONE_BY_ONE",
  skipCheckedOut: true,
  version: 4,
  ranks: [
    {
      id: 31,
      orderId: 1,
      waitTime: 10,
      entries: [
        { id: 1, participantId: 1, participantGroupId: null, orderId: 1, planGroupId: 31, title: "Anna Adler", name: "Anna Adler", shortName: "AA" },
        { id: 2, participantId: null, participantGroupId: 7, orderId: 2, planGroupId: 31, title: "Crew", name: "Crew", shortName: null },
      ],
    },
    {
      id: 32,
      orderId: 2,
      waitTime: 0,
      entries: [{ id: 3, participantId: 2, participantGroupId: null, orderId: 1, planGroupId: 32, title: "Bruno Berg", name: "Bruno Berg", shortName: null }],
    },
  ],
};

describe("the alarm plan form", () => {
  it("starts a new plan by rank, all devices, with one empty rank of 5 minutes", () => {
    const values = newPlanForm(3);
    expect(values).toMatchObject({
      orgId: 3,
      mediaProcessingType: "BY_RANK",
      mediaUsageType: "ALL",
      skipCheckedOut: false,
      ranks: [{ waitTime: 5, entries: [] }],
    });
    expect(checkPlanForm(values, "create")).toEqual({ name: { key: "alarmPlans.errors.nameRequired" }, ranks: { key: "alarmPlans.errors.ranksInvalid" } });
    expect(checkPlanForm({ ...values, name: "x", ranks: [] }, "create")).toEqual({ ranks: { key: "alarmPlans.errors.noRank" } });
  });

  it("reads a stored plan and writes it back unchanged", () => {
    const values = planFormOf(stored);
    expect(values.ranks.map((rank) => [rank.waitTime, ...rank.entries.map((entry) => entry.title)])).toEqual([
      [10, "Anna Adler", "Crew"],
      [0, "Bruno Berg"],
    ]);
    expect(checkPlanForm(values, "edit")).toEqual({});
    expect(toUpdateRequest(values, stored)).toEqual({
      id: 9,
      version: 4,
      name: "Night",
      description: null,
      mediaProcessingType: "ALL_AT_ONCE",
      mediaUsageType: "ONE_BY_ONE",
      skipCheckedOut: true,
      ranks: [
        { waitTime: 10, entries: [{ participantId: 1 }, { participantGroupId: 7 }] },
        { waitTime: 0, entries: [{ participantId: 2 }] },
      ],
    });
  });

  it("refuses a wait time left empty or over a day", () => {
    const values = { ...newPlanForm(1), name: "x", ranks: [newRank([anna], null)] };
    expect(checkPlanForm(values, "create").ranks).toEqual({ key: "alarmPlans.errors.ranksInvalid" });
    expect(checkPlanForm({ ...values, ranks: [newRank([anna], 1441)] }, "create").ranks).toBeDefined();
    expect(toCreateRequest({ ...values, ranks: [newRank([anna], 1440)] }).ranks).toEqual([{ waitTime: 1440, entries: [{ participantId: 1 }] }]);
    expect(toCreateRequest({ ...values, skipCheckedOut: true }).skipCheckedOut).toBe(true);
  });

  it("places the server's problems at the rank and the entry they name", () => {
    const ranks = [newRank([anna, crew]), newRank([])];
    const details = [
      { field: "ranks.0.entries.1", message: "Unknown participant group 7", code: "UNKNOWN_GROUP" },
      { field: "ranks.1.entries", message: "a rank needs at least one participant or group" },
    ];
    expect(rankProblemsOf(details, ranks)).toEqual({
      entries: { [crew.id]: { key: "alarmPlans.errors.unknownGroup" } },
      ranks: { [ranks[1]!.key]: { text: "a rank needs at least one participant or group" } },
    });
    expect(serverPlanErrors(details)).toEqual({ ranks: { key: "alarmPlans.errors.marked" } });
    expect(serverPlanErrors([{ field: "name", message: "required" }])).toEqual({ name: { key: "alarmPlans.errors.nameRequired" } });
    expect(serverPlanErrors([{ field: "somethingElse", message: "?" }])).toBeNull();
  });
});

describe("the ranks of a plan", () => {
  it("moves an entry chosen for one rank out of the rank it was in", () => {
    const ranks = [newRank([anna, bruno]), newRank([crew])];
    const moved = setRankEntries(ranks, ranks[1]!.key, [crew, bruno]);
    expect(moved.map((rank) => rank.entries.map((entry) => [entry.title, entry.orderId]))).toEqual([
      [["Anna Adler", 1]],
      [
        ["Crew", 1],
        ["Bruno Berg", 2],
      ],
    ]);
  });

  it("moves an entry to the end of another rank, and ranks among themselves", () => {
    const ranks = [newRank([anna, bruno]), newRank([crew])];
    const moved = moveEntryToRank(ranks, anna.id, ranks[1]!.key);
    expect(moved.map((rank) => rank.entries.map((entry) => entry.title))).toEqual([["Bruno Berg"], ["Crew", "Anna Adler"]]);
    expect(moveRank(moved, 1, 0).map((rank) => rank.key)).toEqual([ranks[1]!.key, ranks[0]!.key]);
    expect(moveRank(moved, 1, 2)).toEqual(moved);
  });
});
