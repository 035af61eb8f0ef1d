import { listResponse, parseIcon, type AlarmIcon, type ListItem, type SORT_ORDERS } from "@alarm/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alarmTemplatesQueryKey } from "./query-keys";

/** A row of the alarm templates table. */
export interface AlarmTemplateRow {
  id: number;
  name: string;
  /** null when the stored icon cannot be read (SPEC section 3). */
  icon: AlarmIcon | null;
  alarmPlanName: string | null;
  orgId: number;
  orgName: string;
}

/** SPEC sections 2 and 9: the alarm templates list shows 10 per page. */
export const ALARM_TEMPLATES_PAGE_SIZE = 10;
export const ALARM_TEMPLATE_SORT_FIELDS = ["name", "orgName"] as const;
export type AlarmTemplateSortField = (typeof ALARM_TEMPLATE_SORT_FIELDS)[number];

export interface AlarmTemplatesListParams {
  parentOrgId: number;
  recursive: boolean;
  filterValue: string;
  /** Counts from 1. */
  currentPage: number;
  sortField: AlarmTemplateSortField;
  sortOrder: (typeof SORT_ORDERS)[number];
}

export function toAlarmTemplateRow(item: ListItem): AlarmTemplateRow {
  return {
    id: item.id,
    name: item.name,
    // The list answers the icon as stored: JSON text.
    icon: typeof item.iconText === "string" ? parseIcon(item.iconText) : null,
    alarmPlanName: typeof item.alarmPlanName === "string" ? item.alarmPlanName : null,
    orgId: item.orgId,
    orgName: item.orgName,
  };
}

export async function fetchAlarmTemplates(params: AlarmTemplatesListParams, signal?: AbortSignal) {
  const page = await api.post("/list", { schema: listResponse, body: { type: "ALARM_TEMPLATE", pageSize: ALARM_TEMPLATES_PAGE_SIZE, ...params }, signal });
  return { ...page, list: page.list.map(toAlarmTemplateRow) };
}

export function useAlarmTemplatesList(params: AlarmTemplatesListParams, enabled = true) {
  return useQuery({
    queryKey: [...alarmTemplatesQueryKey, "list", params],
    queryFn: ({ signal }) => fetchAlarmTemplates(params, signal),
    // Paging, sorting and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}
