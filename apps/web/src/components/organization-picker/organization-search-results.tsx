import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { failureText } from "./failure-text";
import { displayParentPath } from "./organization-path";
import { organizationSearchQueryOptions, SEARCH_PAGE_SIZE, type PickedOrganization } from "./organization-queries";

interface SearchResultsProps {
  rootId: number;
  text: string;
  /** The text has changed and the search waits for typing to pause. */
  typing: boolean;
  selectedId: number | null | undefined;
  onSelect: (organization: PickedOrganization) => void;
  onChoose?: (organization: PickedOrganization) => void;
}

/** The organizations whose name matches the search, each a button; double click chooses. */
export function OrganizationSearchResults({ rootId, text, typing, selectedId, onSelect, onChoose }: SearchResultsProps) {
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
