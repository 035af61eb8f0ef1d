import { describe, expect, it } from "vitest";
import { chooseFiles, fileOptionGroups } from "./instruction-files";

const file = (id: number, name: string) => ({
  id,
  name,
  path: `1/${name}`,
  type: "pdf",
  size: 1,
  orgId: 1,
  orgName: "Top",
  uploadedAt: "2025-01-01T00:00:00Z",
});

describe("instruction file choice", () => {
  it("offers files by organization and keeps chosen files the list does not hold", () => {
    const groups = fileOptionGroups([{ orgId: 1, orgName: "Top", files: [file(1, "a.pdf"), file(2, "b.pdf")] }], [{ id: 9, name: "hidden.pdf" }], "Other");
    expect(groups).toEqual([
      {
        label: "Top",
        items: [
          { id: 1, name: "a.pdf", orgName: "Top" },
          { id: 2, name: "b.pdf", orgName: "Top" },
        ],
      },
      { label: "Other", items: [{ id: 9, name: "hidden.pdf" }] },
    ]);
  });

  it("keeps the order of files chosen before and appends new ones, named from the options", () => {
    const groups = fileOptionGroups([{ orgId: 1, orgName: "Top", files: [file(1, "a.pdf"), file(2, "b.pdf"), file(3, "c.pdf")] }], [], "Other");
    const chosen = [
      { id: 3, name: "c.pdf" },
      { id: 1, name: "a.pdf" },
    ];
    expect(chooseFiles([1, 2, 3], chosen, groups).map((f) => f.id)).toEqual([3, 1, 2]);
    expect(chooseFiles([1], chosen, groups)).toEqual([{ id: 1, name: "a.pdf" }]);
  });
});
