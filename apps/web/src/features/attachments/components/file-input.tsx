import { INSTRUCTION_FILE_EXTENSIONS } from "@alarm/contract";
import type { Ref } from "react";

const ACCEPT = INSTRUCTION_FILE_EXTENSIONS.map((type) => `.${type}`).join(",");

/** The hidden file chooser behind the Upload buttons; several files at once. */
export function FileInput({ ref, onFiles }: { ref: Ref<HTMLInputElement>; onFiles: (files: File[]) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      multiple
      accept={ACCEPT}
      className="visually-hidden"
      id="attachments-file-input"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        // Cleared so that choosing the same file again is noticed.
        event.target.value = "";
        if (files.length) onFiles(files);
      }}
    />
  );
}
