import type { InstructionFileGroup } from "@alarm/contract";
import type { ChosenInstructionFile } from "./form-model";

export interface FileOptionGroup {
  label: string;
  items: ChosenInstructionFile[];
}

/**
 * The choice of files by organization; chosen files the list does not hold (not visible, or not
 * loaded) are kept in a group of their own so they stay chosen and named.
 */
export function fileOptionGroups(groups: readonly InstructionFileGroup[], chosen: readonly ChosenInstructionFile[], otherLabel: string): FileOptionGroup[] {
  const options = groups.map((group) => ({ label: group.orgName, items: group.files.map(({ id, name }) => ({ id, name, orgName: group.orgName })) }));
  const offered = new Set(options.flatMap((group) => group.items.map((file) => file.id)));
  const missing = chosen.filter((file) => !offered.has(file.id));
  return missing.length > 0 ? [...options, { label: otherLabel, items: [...missing] }] : options;
}

/** The files of the chosen ids: those chosen before keep their order, new ones follow. */
export function chooseFiles(ids: readonly number[], chosen: readonly ChosenInstructionFile[], groups: readonly FileOptionGroup[]): ChosenInstructionFile[] {
  const wanted = new Set(ids);
  const kept = chosen.filter((file) => wanted.has(file.id));
  const known = new Map(groups.flatMap((group) => group.items).map((file) => [file.id, file]));
  const added = ids.filter((id) => !kept.some((file) => file.id === id)).map((id) => known.get(id) ?? { id, name: `#${id}` });
  return [...kept, ...added];
}
