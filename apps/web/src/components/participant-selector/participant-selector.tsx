import { useQuery } from "@tanstack/react-query";
import { Badge } from "primereact/badge";
import { Button } from "primereact/button";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentOrganization } from "../../lib/current-organization";
import { failureText } from "../organization-picker/failure-text";
import { useDebouncedValue } from "../organization-picker/use-debounced-value";
import { useToast } from "../toast/toast-context";
import { removeEntry, selectionIndexOf, toggleChoice, type SelectedParticipantEntry } from "./selected-entries";
import { activeFilterCount, EMPTY_FILTERS, effectiveFilters, loadPlan, type SelectorFilters } from "./selector-filters";
import { deviceTypesQueryOptions, SELECTOR_PAGE_SIZE } from "./selector-queries";
import { SelectorSearchPanel } from "./selector-search-panel";
import type { SelectorRow } from "./selector-tree";
import { SelectorTreeView } from "./selector-tree-view";
import { useSelectorRows } from "./use-selector-rows";
import "./participant-selector.css";

export type { SelectedParticipantEntry } from "./selected-entries";

export interface ParticipantSelectorProps {
  /** What is selected, in order. */
  value: SelectedParticipantEntry[];
  onChange: (value: SelectedParticipantEntry[]) => void;
  /** Participants can be checked; default true. */
  allowParticipants?: boolean;
  /** Participant groups can be checked; default true. */
  allowParticipantGroups?: boolean;
  /** The organization the tree starts at; default the current organization. */
  rootOrgId?: number;
  /** Accessible name of the tree; default "Participants". */
  label?: string;
  /**
   * The organization of the object being edited (a plan, a group): only participants and groups it
   * may name are offered, those of its organization and above it. Absent: all the caller sees.
   */
  usableInOrgId?: number | null;
}

/**
 * The participant selector (docs/domain-rules.md#participant-selector): the organization tree with
 * the participants and participant groups under each organization, checked to select them
 * (organizations cannot be), and a collapsible search panel. Any filter turns the tree into a
 * search from the root.
 *
 *   <ParticipantSelector value={members} onChange={setMembers} allowParticipantGroups={false} />
 */
export function ParticipantSelector({
  value,
  onChange,
  allowParticipants = true,
  allowParticipantGroups = true,
  rootOrgId,
  label,
  usableInOrgId = null,
}: ParticipantSelectorProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const panelId = useId();
  const current = useCurrentOrganization();
  const rootId = rootOrgId ?? current?.id ?? null;
  const [searchOpen, setSearchOpen] = useState(false);
  const [filters, setFilters] = useState<SelectorFilters>(EMPTY_FILTERS);

  // Texts are searched 500 ms after the last keystroke; the lists apply at once (docs/domain-rules.md#constants).
  const texts = useDebouncedValue(JSON.stringify([filters.name, filters.surname, filters.shortName, filters.groupName]));
  const typing = texts !== JSON.stringify([filters.name, filters.surname, filters.shortName, filters.groupName]);
  const { language, deviceType } = filters;
  const options = useMemo(() => ({ allowParticipants, allowParticipantGroups }), [allowParticipants, allowParticipantGroups]);
  const effective = useMemo(() => {
    const [name = "", surname = "", shortName = "", groupName = ""] = JSON.parse(texts) as string[];
    return effectiveFilters({ name, surname, shortName, groupName, language, deviceType }, options);
  }, [texts, language, deviceType, options]);
  const plan = useMemo(() => loadPlan(effective, options), [effective, options]);

  const data = useSelectorRows({ rootId, plan, filters: effective, value, language: i18n.language, usableInOrgId });
  const devices = useQuery({ ...deviceTypesQueryOptions(), enabled: searchOpen && allowParticipants });
  const selection = useMemo(() => selectionIndexOf(value), [value]);

  // "Unable to get participants" plus the reason; "Unable to get organization" likewise (docs/domain-rules.md#error-catalogue).
  useEffect(() => {
    if (data.participantsError) toast.show({ ...failureText(t("participantSelector.loadFailed"), data.participantsError, i18n), severity: "error" });
  }, [data.participantsError, toast, t, i18n]);
  useEffect(() => {
    const error = data.organizationsError ?? (data.root.status === "error" ? data.root.error : null);
    if (error) toast.show({ ...failureText(t("participantSelector.organizationFailed"), error, i18n), severity: "error" });
  }, [data.organizationsError, data.root.status, data.root.error, toast, t, i18n]);

  const onToggleCheck = (row: SelectorRow) => {
    if (row.kind === "participant") onChange(toggleChoice(value, { kind: "participant", participant: row.participant }));
    else if (row.kind === "group") onChange(toggleChoice(value, { kind: "group", group: row.group }));
    else if (row.kind === "adhoc") onChange(removeEntry(value, row.entry.id));
  };

  const count = activeFilterCount(effectiveFilters(filters, options));
  const treeLabel = label ?? t("participantSelector.label");

  return (
    <div className="ps stack gap-s">
      <div className="ps-bar cluster wrap">
        <Button
          type="button"
          className="ps-bar__toggle"
          icon={`pi ${searchOpen ? "pi-chevron-up" : "pi-search"}`}
          label={t("participantSelector.search.toggle")}
          text
          size="small"
          aria-expanded={searchOpen}
          aria-controls={panelId}
          onClick={() => setSearchOpen((open) => !open)}
        >
          {count > 0 && <Badge value={count} className="ps-bar__badge" aria-label={t("participantSelector.search.active", { count })} />}
        </Button>
        {count > 0 && (
          <Button
            type="button"
            label={t("participantSelector.search.clear")}
            icon="pi pi-filter-slash"
            text
            size="small"
            onClick={() => setFilters(EMPTY_FILTERS)}
          />
        )}
        <span className="ps-bar__count muted" aria-live="polite">
          {t("participantSelector.selectedCount", { count: value.length })}
        </span>
      </div>
      {searchOpen && <SelectorSearchPanel id={panelId} filters={filters} onChange={setFilters} options={options} deviceTypes={devices.data} />}
      <SearchStatus typing={typing} search={data.search} />
      {rootId === null ? (
        <p className="ps-note cluster wrap muted">{t("participantSelector.noOrganization")}</p>
      ) : data.root.status === "pending" ? (
        <p className="ps-note cluster wrap muted" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("participantSelector.loading")}
        </p>
      ) : data.root.status === "error" ? (
        <div className="ps-note cluster wrap muted ps-note--error" role="alert">
          <span>{failureText(t("participantSelector.organizationFailed"), data.root.error, i18n).detail}</span>
          <Button type="button" label={t("participantSelector.retry")} icon="pi pi-refresh" size="small" outlined onClick={data.root.retry} />
        </div>
      ) : (
        <SelectorTreeView
          label={treeLabel}
          rows={data.rows}
          selection={selection}
          onToggleExpand={data.toggle}
          onToggleCheck={onToggleCheck}
          onRetry={data.retry}
        />
      )}
    </div>
  );
}

function SearchStatus({ typing, search }: { typing: boolean; search: ReturnType<typeof useSelectorRows>["search"] }) {
  const { t, i18n } = useTranslation();
  if (typing) {
    return (
      <p className="ps-status cluster wrap muted" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("participantSelector.searching")}
      </p>
    );
  }
  if (!search) return null;
  if (search.loading) {
    return (
      <p className="ps-status cluster wrap muted" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("participantSelector.searching")}
      </p>
    );
  }
  const parts = [
    search.participants !== null && t("participantSelector.foundParticipants", { count: search.participants }),
    search.groups !== null && t("participantSelector.foundGroups", { count: search.groups }),
  ].filter(Boolean);
  return (
    <p className="ps-status cluster wrap muted" role="status">
      {(search.participants ?? 0) + (search.groups ?? 0) === 0 ? t("participantSelector.noMatch") : parts.join(" · ")}
      {search.truncated && (
        <span className="ps-status__warn"> {t("participantSelector.truncated", { max: SELECTOR_PAGE_SIZE.toLocaleString(i18n.language) })}</span>
      )}
    </p>
  );
}
