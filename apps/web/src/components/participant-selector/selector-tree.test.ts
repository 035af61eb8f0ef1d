import { describe, expect, it } from "vitest";
import { entryOfParticipant } from "./selected-entries";
import type { GroupItem, OrgItem, ParticipantItem } from "./selector-items";
import { EMPTY_CONTENTS, flattenRows, orgKey, searchContents, type OrgContents, type SelectorRow } from "./selector-tree";

const org = (id: number, name: string, parentId: number | null): OrgItem => ({ id, name, parentId, fullOrgPath: name, hasChildren: true });
const person = (id: number, fullName: string, orgId: number): ParticipantItem => {
  const [name = "", surname = ""] = fullName.split(" ");
  return {
    id,
    name,
    surname,
    shortName: null,
    fullName,
    language: "ENGLISH",
    login: null,
    deviceTypes: ["SMS"],
    orgId,
    orgName: "",
    participantRotationalId: null,
  };
};
const team = (id: number, name: string, orgId: number): GroupItem => ({ id, name, description: null, memberCount: 2, orgId, orgName: "" });

const root = org(1, "Total system", null);
const north = org(2, "North", 1);
const river = org(3, "Riverside", 2);
const south = org(4, "South", 1);

const label = (row: SelectorRow) => {
  const text =
    row.kind === "organization"
      ? row.org.name
      : row.kind === "group"
        ? row.group.name
        : row.kind === "participant"
          ? row.participant.fullName
          : row.kind === "adhoc"
            ? row.entry.title
            : row.kind === "folder"
              ? "[manual]"
              : `(${row.status})`;
  return `${"  ".repeat(row.depth)}${text}`;
};

describe("flattenRows", () => {
  const contents: Record<number, OrgContents> = {
    1: { ...EMPTY_CONTENTS, organizations: [north, south], groups: [team(9, "Night shift", 1)], participants: [person(5, "Anna Novák", 1)] },
    2: { ...EMPTY_CONTENTS, organizations: [river], loading: true },
    4: EMPTY_CONTENTS,
  };

  it("draws the expanded organizations with their contents, and a line for what is loading or empty", () => {
    const expanded = new Set([orgKey(1), orgKey(2), orgKey(4)]);
    const rows = flattenRows({ adHoc: [], root, isExpanded: (key) => expanded.has(key), contentsOf: (id) => contents[id] ?? EMPTY_CONTENTS });
    expect(rows.map(label)).toEqual(["Total system", "  North", "    Riverside", "    (loading)", "  South", "    (empty)", "  Night shift", "  Anna Novák"]);
    expect(rows[1]).toMatchObject({ parentKey: "o1", position: 1, siblings: 4, expanded: true });
    expect(rows[0]).toMatchObject({ parentKey: null, isRoot: true });
  });

  it("puts the manual calls folder first, only when it has entries", () => {
    const adHoc = [{ ...entryOfParticipant({ id: 1, fullName: "+420 601 234 567", shortName: null }, 1), participantId: null, id: "call-1" }];
    const rows = flattenRows({ adHoc, root, isExpanded: (key) => key === "manual", contentsOf: () => EMPTY_CONTENTS });
    expect(rows.map(label)).toEqual(["[manual]", "  +420 601 234 567", "Total system"]);
    expect(rows[0]).toMatchObject({ kind: "folder", count: 1, siblings: 2 });
    expect(flattenRows({ adHoc: [], root, isExpanded: () => true, contentsOf: () => EMPTY_CONTENTS }).map(label)).toEqual(["Total system", "  (empty)"]);
  });

  it("shows a failure line for an organization that could not be loaded", () => {
    const rows = flattenRows({ adHoc: [], root, isExpanded: () => true, contentsOf: () => ({ ...EMPTY_CONTENTS, failed: true, loading: true }) });
    expect(rows.map(label)).toEqual(["Total system", "  (failed)"]);
  });
});

describe("searchContents", () => {
  it("places matches under their organization path and leaves the other organizations out", () => {
    const found = searchContents(1, [root, north, river, south], [team(9, "Night shift", 2)], [person(5, "Anna Novák", 3), person(6, "Jan Král", 3)]);
    const rows = flattenRows({ adHoc: [], root, isExpanded: () => true, contentsOf: (id) => found.get(id) ?? EMPTY_CONTENTS });
    expect(rows.map(label)).toEqual(["Total system", "  North", "    Riverside", "      Anna Novák", "      Jan Král", "    Night shift"]);
  });

  it("searches below another root and puts strays under it", () => {
    const found = searchContents(2, [north, river, south], [], [person(5, "Anna Novák", 3), person(7, "Eva Beneš", 99), person(8, "Out Side", 4)]);
    const rows = flattenRows({ adHoc: [], root: north, isExpanded: () => true, contentsOf: (id) => found.get(id) ?? EMPTY_CONTENTS });
    expect(rows.map(label)).toEqual(["North", "  Riverside", "    Anna Novák", "  Eva Beneš", "  Out Side"]);
  });

  it("gives an empty root when nothing matches", () => {
    const found = searchContents(1, [root, north], [], []);
    const rows = flattenRows({ adHoc: [], root, isExpanded: () => true, contentsOf: (id) => found.get(id) ?? EMPTY_CONTENTS });
    expect(rows.map(label)).toEqual(["Total system", "  (empty)"]);
  });
});
