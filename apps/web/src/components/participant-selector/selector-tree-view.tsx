import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { SelectionIndex } from "./selected-entries";
import type { SelectorRow } from "./selector-tree";
import { isChecked, ROW_HEIGHT, SelectorTreeItem } from "./selector-tree-item";
import { useTreeNavigation } from "./use-tree-navigation";

export { DEVICE_ICONS } from "./selector-row-content";

interface SelectorTreeViewProps {
  label: string;
  rows: readonly SelectorRow[];
  selection: SelectionIndex;
  onToggleExpand: (key: string) => void;
  /** A participant, group or manual-call entry checked or unchecked. */
  onToggleCheck: (row: SelectorRow) => void;
  onRetry: () => void;
}

/**
 * The selector's tree as a windowed list (WAI-ARIA tree with checkable items): only the rows in
 * view are drawn. Arrow keys move, Right/Left open and close organizations, Space or Enter
 * checks; organizations themselves cannot be checked.
 */
export function SelectorTreeView({ label, rows, selection, onToggleExpand, onToggleCheck, onRetry }: SelectorTreeViewProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const tree = useTreeNavigation(rows, { onToggleExpand, onToggleCheck, onRetry });
  const { viewport, active, focused } = tree;
  const rowId = (key: string) => `${baseId}-row-${key}`;

  return (
    <div
      ref={viewport}
      className="ps-tree frame"
      role="tree"
      aria-label={label}
      aria-multiselectable="true"
      tabIndex={0}
      aria-activedescendant={focused && active ? rowId(active.key) : undefined}
      onKeyDown={tree.onKeyDown}
      onFocus={() => tree.setFocused(true)}
      onBlur={() => tree.setFocused(false)}
      onScroll={(event) => tree.setScrollTop(event.currentTarget.scrollTop)}
    >
      <div className="ps-tree__canvas" style={{ height: rows.length * ROW_HEIGHT }} role="none">
        {tree.drawn.map((index) => {
          const row = rows[index]!;
          return (
            <SelectorTreeItem
              key={row.key}
              row={row}
              index={index}
              id={rowId(row.key)}
              checked={isChecked(row, selection)}
              active={row.key === active?.key}
              focused={focused}
              onClick={() => {
                viewport.current?.focus({ preventScroll: true });
                tree.activate(row);
              }}
              onToggleExpand={() => {
                tree.setActiveKey(row.key);
                onToggleExpand(row.key);
              }}
              t={t}
            />
          );
        })}
      </div>
    </div>
  );
}
