import type { InstructionFile } from "@alarm/contract";
import { useState } from "react";
import { clickSelection, selectionIn } from "./file-order";
import type { FileClick } from "./file-groups";

/** The selected files (by path) among those shown; a file filtered or moved away is no longer selected. */
export function useFileSelection(shown: readonly InstructionFile[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const selection = selectionIn(chosen, shown);
  return {
    selection,
    files: shown.filter((file) => selection.has(file.path)),
    click(file: InstructionFile, how: FileClick) {
      setChosen(clickSelection(selection, shown, file.path, { ...how, anchor }));
      if (!how.range) setAnchor(file.path);
    },
    selectAll(all: boolean) {
      setChosen(all ? new Set(shown.map((file) => file.path)) : new Set());
    },
    clear() {
      setChosen(new Set());
      setAnchor(null);
    },
  };
}
