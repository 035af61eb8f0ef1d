import { instructionFileGroup, listResponse, textTemplate, type TextTemplate } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** SPEC section 9: plan lists are paged by 20 but pickers fetch 1000. */
export const PLAN_PICKER_PAGE_SIZE = 1000;

export interface PlanOption {
  id: number;
  name: string;
  orgName: string;
}

/** The alarm plans the caller may choose, by name (POST /list type ALARMPLAN, the caller's organization and below). */
export function planOptionsQueryOptions() {
  return queryOptions({
    // Under "alarm-plans" so saving a plan on its own screen refreshes the choice.
    queryKey: ["alarm-plans", "options"],
    queryFn: async ({ signal }): Promise<PlanOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: { type: "ALARMPLAN", pageSize: PLAN_PICKER_PAGE_SIZE, currentPage: 1, sortField: "name", sortOrder: "ASCENDING", recursive: true },
        signal,
      });
      return page.list.map(({ id, name, orgName }) => ({ id, name, orgName }));
    },
  });
}

export function usePlanOptions(enabled = true) {
  return useQuery({ ...planOptionsQueryOptions(), enabled });
}

/** GET /rest/admin/instructions/instruction-files: files grouped by organization, from `orgId` down. */
export const INSTRUCTION_FILES_PATH = "/rest/admin/instructions/instruction-files";

export function instructionFileOptionsQueryOptions(orgId: number | null) {
  return queryOptions({
    queryKey: ["instruction-files", "options", orgId],
    queryFn: ({ signal }) => api.get(orgId === null ? INSTRUCTION_FILES_PATH : `${INSTRUCTION_FILES_PATH}?orgId=${orgId}`, { schema: instructionFileGroup.array(), signal }),
  });
}

export function useInstructionFileOptions(orgId: number | null, enabled = true) {
  return useQuery({ ...instructionFileOptionsQueryOptions(orgId), enabled });
}

export interface TextTemplateOption {
  id: number;
  name: string;
  orgName: string;
  texts: TextTemplate["texts"] | null;
}

/** The text templates the caller may choose, by name, with their texts (POST /list type TEXT_TEMPLATE). */
export function textTemplateOptionsQueryOptions() {
  return queryOptions({
    // Under "text-templates" so saving a template on its own screen refreshes the choice.
    queryKey: ["text-templates", "options"],
    queryFn: async ({ signal }): Promise<TextTemplateOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: { type: "TEXT_TEMPLATE", pageSize: PLAN_PICKER_PAGE_SIZE, currentPage: 1, sortField: "name", sortOrder: "ASCENDING", recursive: true },
        signal,
      });
      return page.list.map(({ id, name, orgName, texts }) => {
        const parsed = textTemplate.shape.texts.safeParse(texts);
        return { id, name, orgName, texts: parsed.success ? parsed.data : null };
      });
    },
  });
}

export function useTextTemplateOptions(enabled = true) {
  return useQuery({ ...textTemplateOptionsQueryOptions(), enabled });
}
