import type { OrganizationNode, OrganizationTree } from "@alarm/contract";
import type { TreeNode } from "primereact/treenode";

/** The children of an expanded organization as far as they have been loaded. */
export type ChildrenState = { status: "pending" } | { status: "error" } | { status: "success"; nodes: readonly OrganizationNode[] };

export interface PlaceholderLabels {
  loading: string;
  failed: string;
}

export const treeKey = (id: number) => String(id);

function placeholder(parentId: number, status: "pending" | "error", labels: PlaceholderLabels): TreeNode {
  return {
    key: `${parentId}:${status}`,
    label: status === "pending" ? labels.loading : labels.failed,
    icon: status === "pending" ? "pi pi-spin pi-spinner" : "pi pi-exclamation-triangle",
    className: `org-tree__placeholder org-tree__placeholder--${status}`,
    selectable: false,
    leaf: true,
  };
}

/**
 * PrimeReact tree nodes for a lazily loaded organization tree: the root with the children /tree
 * answered, below it the children of every expanded organization whose children were asked for.
 * An organization that has children not loaded yet is a non-leaf without children (it shows a
 * toggler); one whose children are on their way shows a loading line.
 */
export function toTreeNodes(tree: OrganizationTree, childrenOf: (id: number) => ChildrenState | undefined, labels: PlaceholderLabels): TreeNode[] {
  const build = (node: OrganizationNode, children: ChildrenState | undefined, depth: number): TreeNode => {
    const base: TreeNode = {
      key: treeKey(node.id),
      label: node.name,
      data: node,
      icon: depth === 0 ? "pi pi-sitemap" : "pi pi-building",
      leaf: !node.hasChildren,
    };
    if (!node.hasChildren || !children) return base;
    if (children.status !== "success") return { ...base, children: [placeholder(node.id, children.status, labels)] };
    return { ...base, children: children.nodes.map((child) => build(child, childrenOf(child.id), depth + 1)) };
  };
  const root = { ...tree.node, hasChildren: tree.children.length > 0 };
  return [build(root, { status: "success", nodes: tree.children }, 0)];
}

/** The most levels walked up when looking for an organization's place in the tree. */
export const MAX_TREE_DEPTH = 64;

/**
 * The organizations to expand so that `id` shows in a tree rooted at `rootId`: its ancestors from
 * the root down to its parent. `null` when `id` is not below the root (or the chain cannot be read).
 */
export async function ancestorsToExpand(id: number, rootId: number, parentOf: (id: number) => Promise<number | null>): Promise<number[] | null> {
  if (id === rootId) return [];
  const chain: number[] = [];
  let current = id;
  for (let depth = 0; depth < MAX_TREE_DEPTH; depth += 1) {
    const parent = await parentOf(current);
    if (parent === null) return null;
    chain.unshift(parent);
    if (parent === rootId) return chain;
    current = parent;
  }
  return null;
}
