/** Sort order of lists (docs/domain-rules.md#lists-and-paging); apart from list.ts, which names every listed kind of object. */
export const SORT_ORDERS = ["ASCENDING", "DESCENDING"] as const;
