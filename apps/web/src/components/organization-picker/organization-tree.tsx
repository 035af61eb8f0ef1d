import type { OrganizationNode } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { ProgressSpinner } from "primereact/progressspinner";
import { Tree } from "primereact/tree";
import type { TreeNode } from "primereact/treenode";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../toast/toast-context";
import { failureText } from "./failure-text";
import { displayParentPath } from "./organization-path";
import { organizationSearchQueryOptions, SEARCH_PAGE_SIZE, type PickedOrganization } from "./organization-queries";
import { useDebouncedValue } from "./use-debounced-value";
import { useOrganizationTree } from "./use-organization-tree";
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
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const searchId = useId();
  const container = useRef<HTMLDivElement>(null);
  const scrollPending = useRef(false);
  const { root, rootId, nodes, expandedKeys, onToggle, reveal, childError } = useOrganizationTree();
  const [search, setSearch] = useState("");
  const searchText = useDebouncedValue(search.trim());
  const searching = searchable && search.trim().length > 0;

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

  const pick = (node: TreeNode, confirm: boolean) => {
    const data = node.data as OrganizationNode | undefined;
    if (!data) return;
    onSelect(toPicked(data));
    if (confirm) onChoose?.(toPicked(data));
  };

  if (root.isPending) {
    return (
      <div className={`org-tree stack gap-m org-tree--state muted ${className ?? ""}`} role="status">
        <ProgressSpinner style={{ width: "2rem", height: "2rem" }} strokeWidth="4" aria-hidden="true" />
        <span>{t("organizationPicker.loading")}</span>
      </div>
    );
  }

  if (root.isError) {
    return (
      <div className={`org-tree stack gap-m org-tree--state muted org-tree--error ${className ?? ""}`} role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span>{failureText(t("organizationPicker.loadFailed"), root.error, i18n).detail}</span>
        <Button
          type="button"
          label={t("organizationPicker.retry")}
          icon="pi pi-refresh"
          size="small"
          outlined
          onClick={() => void root.refetch()}
          loading={root.isFetching}
        />
      </div>
    );
  }

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
        <SearchResults
          rootId={root.data.node.id}
          text={searchText}
          typing={searchText !== search.trim()}
          selectedId={selectedId}
          onSelect={(organization) => {
            onSelect(organization);
            // Show it in the tree once the search is cleared.
            scrollPending.current = true;
            void reveal(organization.id);
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

interface SearchResultsProps {
  rootId: number;
  text: string;
  /** The text has changed and the search waits for typing to pause. */
  typing: boolean;
  selectedId: number | null | undefined;
  onSelect: (organization: PickedOrganization) => void;
  onChoose?: (organization: PickedOrganization) => void;
}

function SearchResults({ rootId, text, typing, selectedId, onSelect, onChoose }: SearchResultsProps) {
  const { t, i18n } = useTranslation();
  const results = useQuery({ ...organizationSearchQueryOptions(rootId, text), enabled: text.length > 0 });

  if (typing || results.isPending) {
    return (
      <p className="org-tree__hint muted" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("organizationPicker.searching")}
      </p>
    );
  }
  if (results.isError) {
    return (
      <p className="org-tree__hint muted org-tree__hint--error" role="alert">
        {failureText(t("organizationPicker.searchFailed"), results.error, i18n).detail}
      </p>
    );
  }
  const { list, count } = results.data;
  if (list.length === 0) {
    return (
      <p className="org-tree__hint muted" role="status">
        {t("organizationPicker.noMatch")}
      </p>
    );
  }
  return (
    <>
      <ul className="org-search-results bare-list grow" aria-label={t("organizationPicker.results")}>
        {list.map((organization) => {
          const selected = organization.id === selectedId;
          return (
            <li key={organization.id}>
              <button
                type="button"
                className={`org-search-results__item stack${selected ? " org-search-results__item--selected" : ""}`}
                aria-pressed={selected}
                onClick={() => onSelect(organization)}
                onDoubleClick={() => onChoose?.(organization)}
              >
                <span className="org-search-results__name">{organization.name}</span>
                {displayParentPath(organization.fullOrgPath) && (
                  <span className="org-search-results__path breakable muted">{displayParentPath(organization.fullOrgPath)}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {count > SEARCH_PAGE_SIZE && (
        <p className="org-tree__hint muted" role="status">
          {t("organizationPicker.moreResults", { shown: SEARCH_PAGE_SIZE, count })}
        </p>
      )}
    </>
  );
}
