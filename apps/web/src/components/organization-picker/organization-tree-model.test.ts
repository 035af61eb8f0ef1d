import type { OrganizationNode, OrganizationTree } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { ancestorsToExpand, toTreeNodes, type ChildrenState } from "./organization-tree-model";

const node = (id: number, name: string, parentId: number | null, hasChildren = false): OrganizationNode => ({
  id,
  name,
  parentId,
  hasChildren,
  fullOrgPath: name,
});

const tree: OrganizationTree = {
  node: node(1, "Total system", null, true),
  children: [node(2, "North", 1, true), node(5, "Hospital", 1)],
};
const labels = { loading: "Loading…", failed: "Failed" };

describe("toTreeNodes", () => {
  it("puts the root's children under it and leaves unexpanded organizations without children", () => {
    const [root] = toTreeNodes(tree, () => undefined, labels);
    expect(root?.key).toBe("1");
    expect(root?.children?.map((child) => [child.key, child.label, child.leaf, child.children])).toEqual([
      ["2", "North", false, undefined],
      ["5", "Hospital", true, undefined],
    ]);
  });

  it("shows a loading line, then the loaded children, of an expanded organization", () => {
    const states = new Map<number, ChildrenState>([[2, { status: "pending" }]]);
    let [root] = toTreeNodes(tree, (id) => states.get(id), labels);
    const loading = root?.children?.[0]?.children?.[0];
    expect(loading).toMatchObject({ key: "2:pending", label: "Loading…", selectable: false, leaf: true });

    states.set(2, { status: "success", nodes: [node(3, "Fire Brigade", 2)] });
    [root] = toTreeNodes(tree, (id) => states.get(id), labels);
    expect(root?.children?.[0]?.children?.map((child) => child.label)).toEqual(["Fire Brigade"]);
  });

  it("marks children that could not be loaded", () => {
    const [root] = toTreeNodes(tree, () => ({ status: "error" }), labels);
    expect(root?.children?.[0]?.children?.[0]).toMatchObject({ key: "2:error", label: "Failed", selectable: false });
  });

  it("makes a root without children a leaf", () => {
    const [root] = toTreeNodes({ node: node(7, "Alone", 1, false), children: [] }, () => undefined, labels);
    expect(root?.leaf).toBe(true);
  });
});

describe("ancestorsToExpand", () => {
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, 3],
    [9, null],
  ]);
  const parentOf = (id: number) => Promise.resolve(parents.get(id) ?? null);

  it("lists the ancestors from the root down to the parent", async () => {
    expect(await ancestorsToExpand(4, 1, parentOf)).toEqual([1, 2, 3]);
    expect(await ancestorsToExpand(2, 1, parentOf)).toEqual([1]);
  });

  it("needs nothing expanded for the root itself", async () => {
    expect(await ancestorsToExpand(1, 1, parentOf)).toEqual([]);
  });

  it("stops below a root that is not the top of the whole tree", async () => {
    expect(await ancestorsToExpand(4, 2, parentOf)).toEqual([2, 3]);
  });

  it("gives null for an organization outside the root", async () => {
    expect(await ancestorsToExpand(9, 1, parentOf)).toBeNull();
    expect(await ancestorsToExpand(2, 3, parentOf)).toBeNull();
  });
});
