import type { TFunction } from "i18next";
import type { SelectionIndex } from "./selected-entries";
import { RowContent } from "./selector-row-content";
import type { SelectorRow } from "./selector-tree";

/** Every row has this height (px), so the list can draw only the rows in view. */
export const ROW_HEIGHT = 34;
const INDENT_REM = 1.25;

export const expandable = (row: SelectorRow) => row.kind === "organization" || row.kind === "folder";
export const expandedOf = (row: SelectorRow) => (row.kind === "organization" || row.kind === "folder" ? row.expanded : undefined);

export function isChecked(row: SelectorRow, selection: SelectionIndex): boolean | undefined {
  if (row.kind === "participant") return selection.participants.has(row.participant.id);
  if (row.kind === "group") return selection.groups.has(row.group.id);
  if (row.kind === "adhoc") return true;
  return undefined;
}

interface SelectorTreeItemProps {
  row: SelectorRow;
  /** Its place in the whole list, which places it on the canvas. */
  index: number;
  id: string;
  checked: boolean | undefined;
  active: boolean;
  focused: boolean;
  onClick: () => void;
  onToggleExpand: () => void;
  t: TFunction;
}

/** One treeitem of the windowed list: toggler, check box look, and the row's content. */
export function SelectorTreeItem({ row, index, id, checked, active, focused, onClick, onToggleExpand, t }: SelectorTreeItemProps) {
  const expanded = expandedOf(row);
  const classes = ["ps-row", `ps-row--${row.kind}`];
  if (row.kind === "status") classes.push(`ps-row--${row.status}`);
  if (active) classes.push("ps-row--active");
  if (focused && active) classes.push("ps-row--focused");
  if (checked) classes.push("ps-row--checked");
  return (
    <div
      id={id}
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
      onClick={onClick}
    >
      <span
        className="ps-row__toggler muted"
        aria-hidden="true"
        onClick={(event) => {
          if (!expandable(row)) return;
          event.stopPropagation();
          onToggleExpand();
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
}
