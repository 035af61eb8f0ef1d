/** Sort order of lists (SPEC section 3); apart from list.ts, which names every listed kind of object. */
export const SORT_ORDERS = ["ASCENDING", "DESCENDING"] as const;
