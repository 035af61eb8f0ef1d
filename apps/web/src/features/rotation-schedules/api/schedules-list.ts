import { listItem } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { ObjectListParams } from "../../../components/object-list/object-list-query";
import { api } from "../../../lib/api-client";
import type { ScheduleApi } from "./schedule-api";
import type { SavedSchedule } from "../model/schedule-kind";

/**
 * A row of a schedules table. The contract's typed rows (`listRowOf`) have no schedule rows yet, so
 * the generic list item is read with the one field the table adds.
 */
export const scheduleListRow = listItem.extend({ validFrom: z.string().nullable().optional() });
export type ScheduleRow = z.infer<typeof scheduleListRow>;

const schedulesPage = z.object({
  list: z.array(scheduleListRow),
  count: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  pagesCount: z.number().int(),
});

/** Rotation lists show 100 rows a page (docs/domain-rules.md#constants). */
export const SCHEDULES_PAGE_SIZE = 100;
export const SCHEDULE_SORT_FIELDS = ["name", "orgName"] as const;
export type ScheduleSortField = (typeof SCHEDULE_SORT_FIELDS)[number];
export type SchedulesListParams = ObjectListParams<ScheduleSortField>;

export function schedulesListQueryOptions(kind: ScheduleApi<SavedSchedule>, params: SchedulesListParams) {
  return queryOptions({
    queryKey: [...kind.queryKey, "list", params],
    queryFn: ({ signal }) => api.post("/list", { schema: schedulesPage, body: { type: kind.listType, pageSize: SCHEDULES_PAGE_SIZE, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSchedulesList(kind: ScheduleApi<SavedSchedule>, params: SchedulesListParams, enabled = true) {
  return useQuery({ ...schedulesListQueryOptions(kind, params), enabled });
}
