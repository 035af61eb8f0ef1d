import { listResponse } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { toPanelPoint } from "../model/panel-point";

/** The panels load every point at once (and search among them on the spot). */
export const PANEL_PAGE_SIZE = 1000;

/** POST /list type ALARMPOINT: the standard alarm points of the caller's organization and below. */
export function usePanelPoints() {
  return useQuery({
    // Under "alarm-points" so a change on the alarm points screen shows here too.
    queryKey: ["alarm-points", "panels"],
    queryFn: async ({ signal }) => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: {
          type: "ALARMPOINT",
          alarmPointType: "STANDARD",
          pageSize: PANEL_PAGE_SIZE,
          currentPage: 1,
          recursive: true,
          sortField: "name",
          sortOrder: "ASCENDING",
        },
        signal,
      });
      return { points: page.list.map(toPanelPoint), count: page.count };
    },
  });
}
