import { describe, expect, it } from "vitest";
import { activeFilterCount, EMPTY_FILTERS, foldText, loadPlan, matchesGroup, matchesParticipant, type SelectorFilters } from "./selector-filters";

const both = { allowParticipants: true, allowParticipantGroups: true };
const with_ = (filters: Partial<SelectorFilters>): SelectorFilters => ({ ...EMPTY_FILTERS, ...filters });

describe("loadPlan (docs/domain-rules.md#participant-selector)", () => {
  it("shows the tree with groups and participants when nothing is filtered", () => {
    expect(loadPlan(EMPTY_FILTERS, both)).toEqual({ mode: "tree", participants: true, groups: true });
    expect(loadPlan(with_({ name: "   " }), both)).toEqual({ mode: "tree", participants: true, groups: true });
    expect(loadPlan(EMPTY_FILTERS, { allowParticipants: true, allowParticipantGroups: false })).toEqual({ mode: "tree", participants: true, groups: false });
  });

  it("searches participants only, without groups, when a participant filter is typed", () => {
    expect(loadPlan(with_({ name: "Jan" }), both)).toEqual({ mode: "search", participants: { filterValue: "Jan" }, groups: null });
    expect(loadPlan(with_({ language: "CZECH" }), both)).toEqual({ mode: "search", participants: { filterValue: "" }, groups: null });
    expect(loadPlan(with_({ deviceType: "SMS" }), both)).toEqual({ mode: "search", participants: { filterValue: "" }, groups: null });
  });

  it("searches groups only when only a group name is typed", () => {
    expect(loadPlan(with_({ groupName: " night " }), both)).toEqual({ mode: "search", participants: null, groups: { filterValue: "night" } });
  });

  it("searches both when both are typed", () => {
    expect(loadPlan(with_({ surname: "Novák", groupName: "night" }), both)).toEqual({
      mode: "search",
      participants: { filterValue: "Novák" },
      groups: { filterValue: "night" },
    });
  });

  it("narrows on the server by the longest text", () => {
    expect(loadPlan(with_({ name: "Jo", surname: "Dvořák", shortName: "JD" }), both)).toMatchObject({ participants: { filterValue: "Dvořák" } });
  });

  it("ignores filters of kinds the selector does not offer", () => {
    expect(loadPlan(with_({ groupName: "night" }), { allowParticipants: true, allowParticipantGroups: false })).toEqual({
      mode: "tree",
      participants: true,
      groups: false,
    });
    expect(loadPlan(with_({ name: "Jan", groupName: "night" }), { allowParticipants: false, allowParticipantGroups: true })).toEqual({
      mode: "search",
      participants: null,
      groups: { filterValue: "night" },
    });
  });
});

describe("matching", () => {
  const anna = { name: "Anna", surname: "Novák", shortName: "AN", language: "CZECH", deviceTypes: ["VOICE", "SMS"] };

  it("matches each text in its own field, ignoring case and accents", () => {
    expect(matchesParticipant(anna, with_({ surname: "novak" }))).toBe(true);
    expect(matchesParticipant(anna, with_({ name: "NN", surname: "vá" }))).toBe(true);
    expect(matchesParticipant(anna, with_({ name: "Novák" }))).toBe(false);
    expect(matchesParticipant(anna, with_({ shortName: "an" }))).toBe(true);
    expect(matchesParticipant({ ...anna, shortName: null }, with_({ shortName: "an" }))).toBe(false);
  });

  it("matches language and device type exactly", () => {
    expect(matchesParticipant(anna, with_({ language: "CZECH", deviceType: "SMS" }))).toBe(true);
    expect(matchesParticipant(anna, with_({ language: "GERMAN" }))).toBe(false);
    expect(matchesParticipant(anna, with_({ deviceType: "EMAIL" }))).toBe(false);
  });

  it("matches group names", () => {
    expect(matchesGroup({ name: "Noční směna" }, with_({ groupName: "nocni" }))).toBe(true);
    expect(matchesGroup({ name: "Day" }, with_({ groupName: "night" }))).toBe(false);
  });

  it("folds and counts", () => {
    expect(foldText("Šárka ŽLUŤOUČKÝ")).toBe("sarka zlutoucky");
    expect(activeFilterCount(with_({ name: "a", language: "GERMAN", groupName: "x" }))).toBe(3);
  });
});
