import { useSearchParams } from "react-router-dom";
import { DEFAULT_TAB_PARAM, tabOf } from "../model/alarm-tabs";

const idOf = (param: string | null) => (param && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null);

/** /alarm-table?tab=<tab>&id=<alarm>: the tab shown and the alarm whose details are open. */
export function useAlarmRoute() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab") ?? DEFAULT_TAB_PARAM;
  const href = (tab: string, id?: number) => `/alarm-table?${new URLSearchParams({ tab, ...(id ? { id: String(id) } : {}) }).toString()}`;
  return {
    tabParam,
    tab: tabOf(tabParam),
    openId: idOf(params.get("id")),
    /** The link to an alarm's details on this tab (or another one). */
    detailsHref: (id: number, tab = tabParam) => href(tab, id),
    selectTab: (tab: string) => setParams({ tab }),
    open: (id: number, tab = tabParam) => setParams({ tab, id: String(id) }),
    /** Shows the open alarm on another tab instead, in place of this address (a link that led to the wrong tab). */
    moveTo: (id: number, tab: string) => setParams({ tab, id: String(id) }, { replace: true }),
    close: () => setParams({ tab: tabParam }),
  };
}
