import type { InstructionFile } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { iconKindOf } from "./file-icon";
import { clickSelection, filesOf, selectionIn, sortedGroups } from "./file-order";
import { formatFileSize } from "./file-size";
import { ApiError } from "../../../lib/api-error";
import { problemBeforeUpload, problemOf } from "./upload-problems";
import { readView, writeView } from "./view-preference";

const file = (id: number, name: string, orgId = 1): InstructionFile => ({
  id,
  name,
  path: `${orgId}/${name}`,
  type: name.split(".").pop()!,
  size: 1,
  orgId,
  orgName: `Org ${orgId}`,
  uploadedAt: "2026-01-01T00:00:00Z",
});

describe("attachments", () => {
  const groups = [
    { orgId: 1, orgName: "Org 1", files: [file(1, "b.pdf"), file(2, "A10.pdf"), file(3, "a9.pdf")] },
    { orgId: 2, orgName: "Org 2", files: [file(4, "z.doc", 2), file(5, "m.doc", 2)] },
  ];

  it("sorts the files of each group by name, naturally and either way, keeping the groups' order", () => {
    expect(filesOf(sortedGroups(groups, "ASCENDING", "en")).map((f) => f.name)).toEqual(["a9.pdf", "A10.pdf", "b.pdf", "m.doc", "z.doc"]);
    expect(filesOf(sortedGroups(groups, "DESCENDING", "en")).map((f) => f.name)).toEqual(["b.pdf", "A10.pdf", "a9.pdf", "z.doc", "m.doc"]);
  });

  it("selects by click alone, toggles with Ctrl and the checkbox, and selects a range with Shift", () => {
    const shown = filesOf(sortedGroups(groups, "ASCENDING", "en"));
    const one = clickSelection(new Set(), shown, "1/b.pdf", { toggle: false, range: false, anchor: null });
    expect([...one]).toEqual(["1/b.pdf"]);
    const two = clickSelection(one, shown, "2/z.doc", { toggle: true, range: false, anchor: "1/b.pdf" });
    expect([...two].sort()).toEqual(["1/b.pdf", "2/z.doc"]);
    expect([...clickSelection(two, shown, "2/z.doc", { toggle: true, range: false, anchor: null })]).toEqual(["1/b.pdf"]);
    const range = clickSelection(new Set(["1/a9.pdf"]), shown, "2/m.doc", { toggle: false, range: true, anchor: "1/a9.pdf" });
    expect([...range].sort()).toEqual(["1/A10.pdf", "1/a9.pdf", "1/b.pdf", "2/m.doc"]);
    expect([...selectionIn(new Set(["1/b.pdf", "9/gone.pdf"]), shown)]).toEqual(["1/b.pdf"]);
  });

  it("gives every extension the documentation names (docs/domain-rules.md#defaults) its icon and others the generic one", () => {
    const kinds = ["xls", "xlsx", "doc", "DOCX", "ppt", "pptx", "pdf", "html", "jpg", "txt", "zip"].map(iconKindOf);
    expect(kinds).toEqual(["excel", "excel", "word", "word", "powerpoint", "powerpoint", "pdf", "html", "image", "generic", "generic"]);
  });

  it("refuses before uploading what the server would refuse", () => {
    expect(problemBeforeUpload({ name: "plan.pdf", size: 1000 })).toBeNull();
    expect(problemBeforeUpload({ name: "evil.exe", size: 10 })).toBe("UNSUPPORTED_FILE_TYPE");
    expect(problemBeforeUpload({ name: "../x.pdf", size: 10 })).toBe("INVALID_FILE_NAME");
    expect(problemBeforeUpload({ name: "big.pdf", size: 21 * 1024 * 1024 })).toBe("FILE_TOO_LARGE");
  });

  it("reads the problem of a server refusal from its code or its detail", () => {
    expect(problemOf(new ApiError(413, "FILE_TOO_LARGE", "too large"))).toBe("FILE_TOO_LARGE");
    expect(problemOf(new ApiError(400, "VALIDATION", "no file", [{ field: "file", message: "no file", code: "NO_FILE" }]))).toBe("NO_FILE");
    expect(problemOf(new ApiError(409, "CONFLICT", "taken"))).toBe("CONFLICT");
    expect(problemOf(new ApiError(404, "NOT_FOUND", "gone"))).toBeNull();
    expect(problemOf(new Error("x"))).toBeNull();
  });

  it("remembers the view, grid unless list was chosen", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    expect(readView(storage)).toBe("grid");
    writeView(storage, "list");
    expect(readView(storage)).toBe("list");
    store.set("attachmentView", "bogus");
    expect(readView(storage)).toBe("grid");
  });

  it("writes sizes in the console's language", () => {
    expect(formatFileSize(512, "en")).toBe("512 byte");
    expect(formatFileSize(1536, "en")).toBe("1.5 kB");
    expect(formatFileSize(5 * 1024 * 1024, "de")).toBe("5 MB");
  });
});
