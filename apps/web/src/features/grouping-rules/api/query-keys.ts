/** Every query of the grouping rules screen starts with "grouping-rules". */
export const groupingRulesQueryKey = ["grouping-rules"] as const;
