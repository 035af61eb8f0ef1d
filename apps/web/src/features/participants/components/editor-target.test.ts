import { describe, expect, it } from "vitest";
import { editorTabOf, editorTargetOf } from "./editor-target";

describe("editor target", () => {
  it("reads /participants/{id?}", () => {
    expect(editorTargetOf(undefined)).toBeNull();
    expect(editorTargetOf("new")).toEqual({ kind: "new" });
    expect(editorTargetOf("42")).toEqual({ kind: "existing", id: 42 });
    expect(editorTargetOf("0")).toEqual({ kind: "invalid", param: "0" });
    expect(editorTargetOf("abc")).toEqual({ kind: "invalid", param: "abc" });
    expect(editorTargetOf("99999999999")).toEqual({ kind: "invalid", param: "99999999999" });
  });

  it("opens the details unless the schedule is asked for", () => {
    expect(editorTabOf(null)).toBe("details");
    expect(editorTabOf("schedule")).toBe("schedule");
    expect(editorTabOf("other")).toBe("details");
  });
});
