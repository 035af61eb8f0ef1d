import { listResponse, type ListItem, type SORT_ORDERS, type TextTemplate } from "@alarm/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { textTemplatesQueryKey } from "./query-keys";

type Texts = TextTemplate["texts"];

/** A row of the text templates table. */
export interface TextTemplateRow {
  id: number;
  name: string;
  description: string | null;
  texts: Texts | null;
  orgId: number;
  orgName: string;
}

/** SPEC section 9: template lists show 10 rows a page. */
export const TEXT_TEMPLATES_PAGE_SIZE = 10;
export const TEXT_TEMPLATE_SORT_FIELDS = ["name", "orgName"] as const;
export type TextTemplateSortField = (typeof TEXT_TEMPLATE_SORT_FIELDS)[number];

export interface TextTemplatesListParams {
  parentOrgId: number;
  recursive: boolean;
  filterValue: string;
  /** Counts from 1. */
  currentPage: number;
  sortField: TextTemplateSortField;
  sortOrder: (typeof SORT_ORDERS)[number];
}

const isTexts = (value: unknown): value is Texts => typeof value === "object" && value !== null && "ENGLISH" in value;

export function toTextTemplateRow(item: ListItem): TextTemplateRow {
  return { id: item.id, name: item.name, description: item.description ?? null, texts: isTexts(item.texts) ? item.texts : null, orgId: item.orgId, orgName: item.orgName };
}

export async function fetchTextTemplates(params: TextTemplatesListParams, signal?: AbortSignal) {
  const page = await api.post("/list", { schema: listResponse, body: { type: "TEXT_TEMPLATE", pageSize: TEXT_TEMPLATES_PAGE_SIZE, ...params }, signal });
  return { ...page, list: page.list.map(toTextTemplateRow) };
}

export function useTextTemplatesList(params: TextTemplatesListParams, enabled = true) {
  return useQuery({
    queryKey: [...textTemplatesQueryKey, "list", params],
    queryFn: ({ signal }) => fetchTextTemplates(params, signal),
    // Paging, sorting and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}

