/** Grid (default) or list, remembered in the browser (docs/domain-rules.md#constants). */
export type AttachmentView = "grid" | "list";

const KEY = "attachmentView";

export function readView(storage: Pick<Storage, "getItem">): AttachmentView {
  return storage.getItem(KEY) === "list" ? "list" : "grid";
}

export function writeView(storage: Pick<Storage, "setItem">, view: AttachmentView): void {
  storage.setItem(KEY, view);
}
