import type { ListRowOf } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { objectListQueryOptions, type ObjectListParams } from "../../../components/object-list/object-list-query";
import { textTemplatesQueryKey } from "./query-keys";

/** A row of the text templates table. */
export type TextTemplateRow = ListRowOf<"TEXT_TEMPLATE">;

/** Template lists show 10 rows a page (docs/domain-rules.md#constants). */
export const TEXT_TEMPLATES_PAGE_SIZE = 10;
export const TEXT_TEMPLATE_SORT_FIELDS = ["name", "orgName"] as const;
export type TextTemplateSortField = (typeof TEXT_TEMPLATE_SORT_FIELDS)[number];
export type TextTemplatesListParams = ObjectListParams<TextTemplateSortField>;

export function useTextTemplatesList(params: TextTemplatesListParams, enabled = true) {
  return useQuery({ ...objectListQueryOptions("TEXT_TEMPLATE", { queryKey: textTemplatesQueryKey, pageSize: TEXT_TEMPLATES_PAGE_SIZE }, params), enabled });
}
