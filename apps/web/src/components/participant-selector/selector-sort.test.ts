import { describe, expect, it } from "vitest";
import { labelCollator, rememberingSorter, sortByLabel, sortSiblings, type Sortable } from "./selector-sort";

describe("sorting", () => {
  it("puts the manual calls folder, organizations, groups and participants in that order", () => {
    const items: Sortable[] = [
      { kind: "participant", label: "Anna Novák", id: 1 },
      { kind: "group", label: "Night shift", id: 2 },
      { kind: "organization", label: "Water Utility", id: 3 },
      { kind: "folder", label: "Manual calls", id: "manual" },
      { kind: "organization", label: "Alarm Centre", id: 4 },
      { kind: "group", label: "Day shift", id: 5 },
    ];
    expect(sortSiblings(items, labelCollator("en")).map((item) => item.label)).toEqual([
      "Manual calls",
      "Alarm Centre",
      "Water Utility",
      "Day shift",
      "Night shift",
      "Anna Novák",
    ]);
  });

  it("sorts alphabetically in the interface language, ignoring case, numbers naturally", () => {
    const names = ["čermák", "Cibulka", "Chalupa", "Horák", "Pool 10", "Pool 9"];
    expect(sortByLabel(names, (name) => name, labelCollator("cs"))).toEqual(["Cibulka", "čermák", "Horák", "Chalupa", "Pool 9", "Pool 10"]);
    expect(sortByLabel(names, (name) => name, labelCollator("en"))).toEqual(["čermák", "Chalupa", "Cibulka", "Horák", "Pool 9", "Pool 10"]);
  });

  it("keeps equal labels in a stable order by id", () => {
    const twins: Sortable[] = [
      { kind: "participant", label: "Jan Novák", id: 12 },
      { kind: "participant", label: "Jan Novák", id: 3 },
    ];
    expect(sortSiblings(twins, labelCollator("de")).map((item) => item.id)).toEqual([3, 12]);
  });
});

describe("rememberingSorter", () => {
  it("sorts each list once", () => {
    const sortedOf = rememberingSorter(labelCollator("en"));
    const list = ["b", "a"];
    const first = sortedOf(list, (item) => item);
    expect(first).toEqual(["a", "b"]);
    expect(sortedOf(list, (item) => item)).toBe(first);
    expect(list).toEqual(["b", "a"]);
  });
});
