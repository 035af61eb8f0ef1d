import { alarmPointDraft, listResponse } from "@alarm/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Template lists show 10 a page; the chooser takes the first 1000 by name (docs/domain-rules.md#constants). */
const TEMPLATE_CHOICE_SIZE = 1000;

export function useTemplateChoices(enabled: boolean) {
  return useQuery({
    queryKey: ["alarm-templates", "choices"],
    queryFn: async ({ signal }) => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: { type: "ALARM_TEMPLATE", pageSize: TEMPLATE_CHOICE_SIZE, sortField: "name", recursive: true },
        signal,
      });
      return page.list.map(({ id, name, orgName }) => ({ id, name, orgName }));
    },
    enabled,
  });
}

/** GET /alarmtemplates/prepare/{id}: a new alarm point's fields, filled from the template. */
export function usePrepareFromTemplate() {
  return useMutation({ mutationFn: (templateId: number) => api.get(`/alarmtemplates/prepare/${templateId}`, { schema: alarmPointDraft }) });
}
