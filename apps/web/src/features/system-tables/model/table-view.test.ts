import { describe, expect, it } from "vitest";
import { cellText, filterModeOf, hasFilters, INITIAL_VIEW, pageRequestOf, withFilters, withPageSize, withSort } from "./table-view";

const columns = [
  { name: "id", type: "NUMBER" },
  { name: "name", type: "TEXT" },
  { name: "active", type: "BOOLEAN" },
  { name: "created_at", type: "TIMESTAMP" },
] as const;

describe("the view of a system table", () => {
  it("asks for the first page in the table's order when nothing is chosen", () => {
    expect(pageRequestOf(INITIAL_VIEW, columns)).toEqual({ currentPage: 1, pageSize: 20, filters: [] });
  });

  it("sends the sort and, of the filters, those with text, each by its column's kind", () => {
    let view = withSort({ ...INITIAL_VIEW, page: 4 }, { column: "name", descending: true });
    expect(view.page).toBe(1);
    view = withFilters({ ...view, page: 3 }, { name: "  harbour ", id: "42", active: "   ", gone: "x" });
    expect(view.page).toBe(1);
    expect(pageRequestOf(view, columns)).toEqual({
      currentPage: 1,
      pageSize: 20,
      sortField: "name",
      sortOrder: "DESCENDING",
      filters: [
        { column: "id", mode: "EQUALS", value: "42" },
        { column: "name", mode: "CONTAINS", value: "harbour" },
      ],
    });
    expect(hasFilters(view)).toBe(true);
    expect(hasFilters(withFilters(INITIAL_VIEW, { name: "  " }))).toBe(false);
  });

  it("cuts a filter text to the server's limit", () => {
    const request = pageRequestOf(withFilters(INITIAL_VIEW, { name: "x".repeat(300) }), columns);
    expect(request.filters?.[0]?.value).toHaveLength(200);
  });

  it("finds numbers, yes/no values and identifiers by their whole value, the rest by a part", () => {
    expect(["NUMBER", "BOOLEAN", "UUID"].map((type) => filterModeOf(type as "NUMBER"))).toEqual(["EQUALS", "EQUALS", "EQUALS"]);
    expect(["TEXT", "TIMESTAMP", "DATE", "JSON", "ARRAY"].map((type) => filterModeOf(type as "TEXT"))).toEqual([
      "CONTAINS",
      "CONTAINS",
      "CONTAINS",
      "CONTAINS",
      "CONTAINS",
    ]);
  });

  it("keeps the first row shown in view when the page size changes", () => {
    expect(withPageSize({ ...INITIAL_VIEW, page: 3, pageSize: 20 }, 50).page).toBe(1);
    expect(withPageSize({ ...INITIAL_VIEW, page: 6, pageSize: 20 }, 50).page).toBe(3);
    expect(withPageSize({ ...INITIAL_VIEW, page: 2, pageSize: 100 }, 10).page).toBe(11);
  });

  it("shows values as text and keeps null apart", () => {
    expect([cellText(null), cellText(undefined), cellText(0), cellText(false), cellText("")]).toEqual([null, null, "0", "false", ""]);
  });
});
