import { describe, expect, it } from "vitest";
import { editorTargetOf } from "./editor-target";

describe("editorTargetOf", () => {
  it("reads /<objects>, /<objects>/new and /<objects>/{id} (users, roles, participants, groups)", () => {
    expect(editorTargetOf(undefined)).toBeNull();
    expect(editorTargetOf("new")).toEqual({ kind: "new" });
    expect(editorTargetOf("42")).toEqual({ kind: "existing", id: 42 });
  });

  it("refuses anything else", () => {
    for (const param of ["0", "-1", "4.2", "abc", "99999999999", "2147483648", ""]) {
      expect(editorTargetOf(param)).toEqual({ kind: "invalid", param });
    }
  });
});
