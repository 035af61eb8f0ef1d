import type { DeviceType } from "@alarm/contract";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SelectionIndex } from "./selected-entries";
import type { SelectorRow } from "./selector-tree";
import { scrollToShow, visibleRange } from "./windowed-list";

/** Every row has this height (px), so the list can draw only the rows in view. */
export const ROW_HEIGHT = 34;
const INDENT_REM = 1.25;

export const DEVICE_ICONS: Record<DeviceType, string> = {
  VOICE: "pi-phone",
  SMS: "pi-comment",
  EMAIL: "pi-envelope",
  PUSH: "pi-bell",
  APP: "pi-mobile",
};

interface SelectorTreeViewProps {
  label: string;
  rows: readonly SelectorRow[];
  selection: SelectionIndex;
  onToggleExpand: (key: string) => void;
  /** A participant, group or manual-call entry checked or unchecked. */
  onToggleCheck: (row: SelectorRow) => void;
  onRetry: () => void;
}

const expandable = (row: SelectorRow) => row.kind === "organization" || row.kind === "folder";
const expandedOf = (row: SelectorRow) => (row.kind === "organization" || row.kind === "folder" ? row.expanded : undefined);

export function isChecked(row: SelectorRow, selection: SelectionIndex): boolean | undefined {
  if (row.kind === "participant") return selection.participants.has(row.participant.id);
  if (row.kind === "group") return selection.groups.has(row.group.id);
  if (row.kind === "adhoc") return true;
  return undefined;
}

/**
 * The selector's tree as a windowed list (WAI-ARIA tree with checkable items): only the rows in
 * view are drawn. Arrow keys move, Right/Left open and close organizations, Space or Enter
 * checks; organizations themselves cannot be checked.
 */
export function SelectorTreeView({ label, rows, selection, onToggleExpand, onToggleCheck, onRetry }: SelectorTreeViewProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(0);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);

  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.key, index])), [rows]);
  const activeIndex = activeKey !== null && indexOf.has(activeKey) ? indexOf.get(activeKey)! : 0;
  const active = rows[activeIndex];

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { start, end } = visibleRange(scrollTop, height || 400, ROW_HEIGHT, rows.length);

  const moveTo = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    setActiveKey(row.key);
    const element = viewport.current;
    if (!element) return;
    const next = scrollToShow(indexOf.get(row.key) ?? 0, element.scrollTop, element.clientHeight, ROW_HEIGHT);
    if (next !== element.scrollTop) element.scrollTop = next;
  };

  const activate = (row: SelectorRow) => {
    setActiveKey(row.key);
    if (row.kind === "status") {
      if (row.status === "failed") onRetry();
    } else if (expandable(row)) onToggleExpand(row.key);
    else onToggleCheck(row);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!active) return;
    const page = Math.max(1, Math.floor((viewport.current?.clientHeight ?? ROW_HEIGHT) / ROW_HEIGHT) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex - 1),
      PageDown: () => moveTo(activeIndex + page),
      PageUp: () => moveTo(activeIndex - page),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      ArrowRight: () => {
        if (expandable(active) && !expandedOf(active)) onToggleExpand(active.key);
        else if (expandable(active)) moveTo(activeIndex + 1);
      },
      ArrowLeft: () => {
        if (expandable(active) && expandedOf(active)) onToggleExpand(active.key);
        else if (active.parentKey !== null) moveTo(indexOf.get(active.parentKey) ?? activeIndex);
      },
      " ": () => activate(active),
      Enter: () => activate(active),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const rowId = (key: string) => `${baseId}-row-${key}`;
  // The rows in view, and the active row wherever it is (aria-activedescendant points at it).
  const drawn = Array.from({ length: end - start }, (_, offset) => start + offset);
  if (active && (activeIndex < start || activeIndex >= end)) drawn.push(activeIndex);

  return (
    <div
      ref={viewport}
      className="ps-tree frame"
      role="tree"
      aria-label={label}
      aria-multiselectable="true"
      tabIndex={0}
      aria-activedescendant={focused && active ? rowId(active.key) : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div className="ps-tree__canvas" style={{ height: rows.length * ROW_HEIGHT }} role="none">
        {drawn.map((index) => {
          const row = rows[index]!;
          const checked = isChecked(row, selection);
          const expanded = expandedOf(row);
          const classes = ["ps-row", `ps-row--${row.kind}`];
          if (row.kind === "status") classes.push(`ps-row--${row.status}`);
          if (row.key === active?.key) classes.push("ps-row--active");
          if (focused && row.key === active?.key) classes.push("ps-row--focused");
          if (checked) classes.push("ps-row--checked");
          return (
            <div
              key={row.key}
              id={rowId(row.key)}
              role="treeitem"
              aria-level={row.depth + 1}
              aria-setsize={row.siblings}
              aria-posinset={row.position}
              aria-expanded={expanded}
              aria-checked={checked}
              aria-disabled={row.kind === "status" && row.status !== "failed" ? true : undefined}
              className={classes.join(" ")}
              style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, paddingLeft: `${0.5 + row.depth * INDENT_REM}rem` }}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                viewport.current?.focus({ preventScroll: true });
                activate(row);
              }}
            >
              <span
                className="ps-row__toggler muted"
                aria-hidden="true"
                onClick={(event) => {
                  if (!expandable(row)) return;
                  event.stopPropagation();
                  setActiveKey(row.key);
                  onToggleExpand(row.key);
                }}
              >
                {expandable(row) && <i className={`pi ${expanded ? "pi-chevron-down" : "pi-chevron-right"}`} />}
              </span>
              {checked !== undefined && (
                <span className={`ps-check${checked ? " ps-check--on" : ""}`} aria-hidden="true">
                  {checked && <i className="pi pi-check" />}
                </span>
              )}
              <RowContent row={row} t={t} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

function RowContent({ row, t }: { row: SelectorRow; t: ReturnType<typeof useTranslation>["t"] }) {
  switch (row.kind) {
    case "folder":
      return (
        <>
          <i className="pi pi-folder ps-row__icon muted" aria-hidden="true" />
          <span className="ps-row__label">{t("participantSelector.manualCalls")}</span>
          <span className="ps-row__meta muted">{row.count}</span>
        </>
      );
    case "organization":
      return (
        <>
          <i className={`pi ${row.isRoot ? "pi-sitemap" : "pi-building"} ps-row__icon muted`} aria-hidden="true" />
          <span className="ps-row__label ps-row__label--org">{row.org.name}</span>
        </>
      );
    case "group":
      return (
        <>
          <i className="pi pi-users ps-row__icon muted" aria-hidden="true" />
          <span className="ps-row__label">{row.group.name}</span>
          <span className="ps-row__meta muted">{t("participantSelector.memberCount", { count: row.group.memberCount })}</span>
        </>
      );
    case "participant":
      return (
        <>
          <i className="pi pi-user ps-row__icon muted" aria-hidden="true" />
          <span className="ps-row__label">{row.participant.fullName}</span>
          {row.participant.shortName && <span className="ps-row__meta muted">{row.participant.shortName}</span>}
          <span className="ps-row__devices muted">
            {row.participant.deviceTypes.map((type, index) => (
              <i key={`${type}-${index}`} className={`pi ${DEVICE_ICONS[type]}`} title={t(`participantSelector.deviceTypes.${type}`)} aria-hidden="true" />
            ))}
          </span>
        </>
      );
    case "adhoc":
      return (
        <>
          <i className="pi pi-phone ps-row__icon muted" aria-hidden="true" />
          <span className="ps-row__label">{row.entry.title}</span>
        </>
      );
    case "status":
      return (
        <span className="ps-row__label ps-row__status inline-cluster">
          {row.status === "loading" && <i className="pi pi-spin pi-spinner" aria-hidden="true" />}
          {row.status === "failed" && <i className="pi pi-exclamation-triangle" aria-hidden="true" />}{" "}
          {t(`participantSelector.rowStatus.${row.status}`)}
        </span>
      );
  }
}
