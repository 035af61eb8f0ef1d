import type { ListRowOf } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { objectListQueryOptions, type ObjectListParams } from "../../../components/object-list/object-list-query";
import { alarmTemplatesQueryKey } from "./query-keys";

/** A row of the alarm templates table; its icon is the stored JSON text (read with parseIcon). */
export type AlarmTemplateRow = ListRowOf<"ALARM_TEMPLATE">;

/** The alarm templates list shows 10 per page (docs/domain-rules.md#constants). */
export const ALARM_TEMPLATES_PAGE_SIZE = 10;
export const ALARM_TEMPLATE_SORT_FIELDS = ["name", "orgName"] as const;
export type AlarmTemplateSortField = (typeof ALARM_TEMPLATE_SORT_FIELDS)[number];
export type AlarmTemplatesListParams = ObjectListParams<AlarmTemplateSortField>;

export function useAlarmTemplatesList(params: AlarmTemplatesListParams, enabled = true) {
  return useQuery({ ...objectListQueryOptions("ALARM_TEMPLATE", { queryKey: alarmTemplatesQueryKey, pageSize: ALARM_TEMPLATES_PAGE_SIZE }, params), enabled });
}
