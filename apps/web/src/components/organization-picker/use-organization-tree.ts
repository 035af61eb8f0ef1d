import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TreeExpandedKeysType } from "primereact/tree";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { organizationChildrenQueryOptions, organizationTreeQueryOptions, showOrganizationQueryOptions } from "./organization-queries";
import { ancestorsToExpand, toTreeNodes, treeKey, type ChildrenState } from "./organization-tree-model";

/**
 * A lazily loaded organization tree: GET /tree for the root, GET /organizations/{id}/children for
 * each organization the user expands. Children live in the query cache, so invalidating the
 * "organizations" keys after a change redraws the tree without losing what is expanded.
 */
export function useOrganizationTree() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const root = useQuery(organizationTreeQueryOptions());
  const rootId = root.data?.node.id;
  // The root starts expanded; collapsing it is remembered as `false`.
  const [toggled, setToggled] = useState<TreeExpandedKeysType>({});
  const expandedKeys = useMemo<TreeExpandedKeysType>(() => {
    if (rootId === undefined || treeKey(rootId) in toggled) return toggled;
    return { ...toggled, [treeKey(rootId)]: true };
  }, [toggled, rootId]);

  const expandedIds = Object.entries(expandedKeys)
    .filter(([key, expanded]) => expanded && /^\d+$/.test(key) && Number(key) !== rootId)
    .map(([key]) => Number(key));
  const children = useQueries({ queries: expandedIds.map((id) => organizationChildrenQueryOptions(id)) });

  const states = new Map<number, ChildrenState>();
  expandedIds.forEach((id, index) => {
    const query = children[index];
    if (!query) return;
    if (query.data) states.set(id, { status: "success", nodes: query.data });
    else states.set(id, { status: query.isError ? "error" : "pending" });
  });
  const childError = children.find((query) => query.isError)?.error ?? null;

  const nodes = root.data
    ? toTreeNodes(root.data, (id) => states.get(id), {
        loading: t("common.loading"),
        failed: t("organizationPicker.childrenFailed"),
      })
    : [];

  const onToggle = useCallback(
    (value: TreeExpandedKeysType) => {
      const rootKey = rootId === undefined ? undefined : treeKey(rootId);
      setToggled(rootKey && !(rootKey in value) ? { ...value, [rootKey]: false } : value);
    },
    [rootId],
  );

  /** Expands the ancestors of `id` so that it shows; false when it is not in this tree. */
  const reveal = useCallback(
    async (id: number): Promise<boolean> => {
      if (rootId === undefined) return false;
      try {
        const parentOf = async (childId: number) => (await queryClient.fetchQuery(showOrganizationQueryOptions(childId))).parentId;
        const ancestors = await ancestorsToExpand(id, rootId, parentOf);
        if (!ancestors) return false;
        setToggled((previous) => ({ ...previous, ...Object.fromEntries(ancestors.map((ancestor) => [treeKey(ancestor), true])) }));
        return true;
      } catch {
        // An organization that cannot be read is simply not revealed; the tree stays usable.
        return false;
      }
    },
    [queryClient, rootId],
  );

  return { root, rootId, nodes, expandedKeys, onToggle, reveal, childError };
}
