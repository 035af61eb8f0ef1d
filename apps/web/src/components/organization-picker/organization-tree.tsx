import type { OrganizationNode } from "@alarm/contract";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { Tree } from "primereact/tree";
import type { TreeNode } from "primereact/treenode";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PickedOrganization } from "./organization-queries";
import { OrganizationSearchResults } from "./organization-search-results";
import { OrganizationTreeFailed, OrganizationTreeLoading } from "./organization-tree-states";
import { useDebouncedValue } from "./use-debounced-value";
import { useOrganizationTree } from "./use-organization-tree";
import { useTreeReveal } from "./use-tree-reveal";
import "./organization-picker.css";

export interface OrganizationTreeProps {
  /** Accessible name of the tree. */
  label: string;
  selectedId: number | null | undefined;
  onSelect: (organization: PickedOrganization) => void;
  /** A double click: select and confirm at once. */
  onChoose?: (organization: PickedOrganization) => void;
  /** Expands the tree down to this organization whenever it (or `revealToken`) changes. */
  revealId?: number | null;
  /** Changed to reveal `revealId` again, e.g. after it moved. */
  revealToken?: number;
  /** Offers a search by name over the whole tree (POST /list). */
  searchable?: boolean;
  /** Shown under the tree when the root has no sub-organizations. */
  emptyHint?: ReactNode;
  className?: string;
}

const toPicked = (node: OrganizationNode): PickedOrganization => ({
  id: node.id,
  name: node.name,
  fullOrgPath: node.fullOrgPath,
});

/** The caller's organizations as a lazily loaded tree with single selection, and a name search. */
export function OrganizationTree({
  label,
  selectedId,
  onSelect,
  onChoose,
  revealId,
  revealToken,
  searchable = false,
  emptyHint,
  className,
}: OrganizationTreeProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const tree = useOrganizationTree();
  const { root, nodes, expandedKeys, onToggle } = tree;
  const [search, setSearch] = useState("");
  const searchText = useDebouncedValue(search.trim());
  const searching = searchable && search.trim().length > 0;
  const { container, revealLater } = useTreeReveal({ tree, revealId, revealToken, searching });

  const pick = (node: TreeNode, confirm: boolean) => {
    const data = node.data as OrganizationNode | undefined;
    if (!data) return;
    onSelect(toPicked(data));
    if (confirm) onChoose?.(toPicked(data));
  };

  if (root.isPending) return <OrganizationTreeLoading className={className} />;
  if (root.isError) return <OrganizationTreeFailed error={root.error} retrying={root.isFetching} onRetry={() => void root.refetch()} className={className} />;

  const rootHasChildren = root.data.children.length > 0;

  return (
    <div ref={container} className={`org-tree stack gap-m ${className ?? ""}`}>
      {searchable && (
        <div className="org-tree__search">
          <label htmlFor={searchId} className="visually-hidden">
            {t("organizationPicker.search")}
          </label>
          <IconField iconPosition="left">
            <InputIcon className="pi pi-search" />
            <InputText
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("organizationPicker.search")}
              maxLength={200}
              autoComplete="off"
            />
          </IconField>
        </div>
      )}
      {searching ? (
        <OrganizationSearchResults
          rootId={root.data.node.id}
          text={searchText}
          typing={searchText !== search.trim()}
          selectedId={selectedId}
          onSelect={(organization) => {
            onSelect(organization);
            // Show it in the tree once the search is cleared.
            revealLater(organization.id);
          }}
          onChoose={onChoose}
        />
      ) : (
        <>
          <Tree
            value={nodes}
            selectionMode="single"
            selectionKeys={selectedId == null ? null : String(selectedId)}
            onSelect={(event) => pick(event.node, false)}
            onNodeDoubleClick={(event) => pick(event.node, true)}
            expandedKeys={expandedKeys}
            onToggle={(event) => onToggle(event.value)}
            ariaLabel={label}
            className="org-tree__tree"
          />
          {!rootHasChildren && emptyHint && <p className="org-tree__hint muted">{emptyHint}</p>}
        </>
      )}
    </div>
  );
}
