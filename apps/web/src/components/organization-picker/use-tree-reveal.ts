import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../toast/toast-context";
import { failureText } from "./failure-text";
import type { useOrganizationTree } from "./use-organization-tree";

interface TreeRevealOptions {
  tree: ReturnType<typeof useOrganizationTree>;
  revealId: number | null | undefined;
  revealToken: number | undefined;
  /** While search results stand in for the tree, nothing is scrolled. */
  searching: boolean;
}

/**
 * Opens the tree down to `revealId` (again on each `revealToken`) and scrolls the selected
 * organization into view once it is drawn; a failure to read the tree is an error toast.
 */
export function useTreeReveal({ tree, revealId, revealToken, searching }: TreeRevealOptions) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const container = useRef<HTMLDivElement>(null);
  const scrollPending = useRef(false);
  const { root, rootId, reveal, childError } = tree;

  // "Unable to get organization" plus the reason, as an error toast (docs/domain-rules.md#error-catalogue).
  useEffect(() => {
    const error = root.error ?? childError;
    if (!error) return;
    toast.show({ ...failureText(t("organizationPicker.loadFailed"), error, i18n), severity: "error" });
  }, [root.error, childError, toast, t, i18n]);

  useEffect(() => {
    if (revealId == null || rootId === undefined) return;
    scrollPending.current = true;
    void reveal(revealId);
  }, [revealId, revealToken, rootId, reveal]);

  // Once the revealed organization is drawn, bring it into view.
  useEffect(() => {
    if (!scrollPending.current || searching) return;
    const selected = container.current?.querySelector(".p-treenode-content.p-highlight");
    if (!selected) return;
    scrollPending.current = false;
    selected.scrollIntoView({ block: "nearest" });
  });

  /** Opens the tree down to an organization chosen elsewhere (a search result), to be shown once the tree is back. */
  const revealLater = (organizationId: number) => {
    scrollPending.current = true;
    void reveal(organizationId);
  };

  return { container, revealLater };
}
