/** SPEC sections 2 and 9: grid (default) or list, remembered in the browser. */
export type AttachmentView = "grid" | "list";

const KEY = "attachmentView";

export function readView(storage: Pick<Storage, "getItem">): AttachmentView {
  return storage.getItem(KEY) === "list" ? "list" : "grid";
}

export function writeView(storage: Pick<Storage, "setItem">, view: AttachmentView): void {
  storage.setItem(KEY, view);
}
