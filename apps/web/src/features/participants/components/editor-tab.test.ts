import { describe, expect, it } from "vitest";
import { editorTabOf } from "./editor-tab";

describe("editor tab", () => {
  it("opens the details unless the schedule is asked for", () => {
    expect(editorTabOf(null)).toBe("details");
    expect(editorTabOf("schedule")).toBe("schedule");
    expect(editorTabOf("duties")).toBe("duties");
    expect(editorTabOf("other")).toBe("details");
  });
});
