import { auditHistory, auditPage, type AuditExportQuery, type AuditedObjectType, type AuditQuery } from "@alarm/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { toApiError, urlOf } from "../../lib/http";
import { saveFile } from "../../lib/save-file";
import { getToken } from "../../lib/session-storage";
import { withFreshToken } from "../../lib/token-refresh";

export const auditQueryKey = ["audit-log"] as const;

/** GET /audit-log/history/{type}/{id}: the object's latest changes, read when the panel opens. */
export function useObjectHistory(objectType: AuditedObjectType, objectId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...auditQueryKey, "history", objectType, objectId],
    queryFn: ({ signal }) => api.get(`/audit-log/history/${objectType}/${objectId}`, { schema: auditHistory, signal }),
    enabled,
    staleTime: 0,
  });
}

/** POST /audit-log/list: a page of entries, newest first; the shown page stays while the next is read. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({
    queryKey: [...auditQueryKey, "page", query],
    queryFn: ({ signal }) => api.post("/audit-log/list", { schema: auditPage, body: query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /audit-log/export: the filtered entries as a CSV file, saved by the browser. */
export async function exportAuditLog(filters: AuditExportQuery): Promise<void> {
  const query = new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value === undefined || value === "" ? [] : [[key, String(value)]])));
  const download = () => {
    const token = getToken();
    return fetch(urlOf(`/audit-log/export?${query.toString()}`), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  };
  const response = await withFreshToken(download, (answer) => answer.status === 401);
  if (response.status !== 200) throw toApiError(response.status, await response.json().catch(() => undefined));
  saveFile(await response.blob(), "audit-log.csv");
}
