import type { InstructionFile, InstructionFileGroup } from "@alarm/contract";

export type SortOrder = "ASCENDING" | "DESCENDING";

/** The groups as the server ordered them (organization tree), each group's files by name in `order`. */
export function sortedGroups(groups: readonly InstructionFileGroup[], order: SortOrder, locale: string): InstructionFileGroup[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  const direction = order === "ASCENDING" ? 1 : -1;
  return groups.map((group) => ({ ...group, files: [...group.files].sort((a, b) => direction * collator.compare(a.name, b.name) || a.id - b.id) }));
}

/** Every file shown, in screen order. */
export const filesOf = (groups: readonly InstructionFileGroup[]): InstructionFile[] => groups.flatMap((group) => group.files);

/**
 * The selection after a click on `path`: alone by a plain click, toggled with Ctrl/Cmd or the
 * checkbox, and with Shift everything between the last clicked file and this one.
 */
export function clickSelection(
  selection: ReadonlySet<string>,
  shown: readonly InstructionFile[],
  path: string,
  how: { toggle: boolean; range: boolean; anchor: string | null },
): Set<string> {
  if (how.range && how.anchor) {
    const from = shown.findIndex((file) => file.path === how.anchor);
    const to = shown.findIndex((file) => file.path === path);
    if (from >= 0 && to >= 0) {
      const [start, end] = from < to ? [from, to] : [to, from];
      return new Set([...selection, ...shown.slice(start, end + 1).map((file) => file.path)]);
    }
  }
  if (!how.toggle) return new Set([path]);
  const next = new Set(selection);
  if (next.has(path)) next.delete(path);
  else next.add(path);
  return next;
}

/** The selection limited to files still shown (after a filter, a move elsewhere or a delete). */
export function selectionIn(selection: ReadonlySet<string>, shown: readonly InstructionFile[]): Set<string> {
  return new Set(shown.filter((file) => selection.has(file.path)).map((file) => file.path));
}
