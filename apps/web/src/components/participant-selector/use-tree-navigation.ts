import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { SelectorRow } from "./selector-tree";
import { expandable, expandedOf, ROW_HEIGHT } from "./selector-tree-item";
import { scrollToShow, visibleRange } from "./windowed-list";

interface TreeActions {
  onToggleExpand: (key: string) => void;
  onToggleCheck: (row: SelectorRow) => void;
  onRetry: () => void;
}

/**
 * The windowed tree's viewport and keyboard: which rows are in view, which one is active, and the
 * keys that move, open, close and check.
 */
export function useTreeNavigation(rows: readonly SelectorRow[], { onToggleExpand, onToggleCheck, onRetry }: TreeActions) {
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

  // The rows in view, and the active row wherever it is (aria-activedescendant points at it).
  const drawn = Array.from({ length: end - start }, (_, offset) => start + offset);
  if (active && (activeIndex < start || activeIndex >= end)) drawn.push(activeIndex);

  return { viewport, active, focused, setFocused, setScrollTop, setActiveKey, drawn, activate, onKeyDown };
}
