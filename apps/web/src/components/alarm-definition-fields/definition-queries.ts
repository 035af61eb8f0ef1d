import { instructionFileGroup, listResponse, textTemplate, type TextTemplate } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api-client";
import { showOrganizationQueryOptions } from "../organization-picker/organization-queries";

/** Plan lists are paged by 20 but pickers fetch 1000 (docs/domain-rules.md#constants). */
export const PLAN_PICKER_PAGE_SIZE = 1000;

export interface PlanOption {
  id: number;
  name: string;
  orgName: string;
}

/** Picker lists ask only for what an object of `usableInOrgId` may name: its organization's and those above it. */
const usableIn = (usableInOrgId: number | null) => (usableInOrgId === null ? {} : { usableInOrgId });

/**
 * The alarm plans the caller may choose, by name (POST /list type ALARMPLAN): with an organization,
 * those an object of it may name; without one, all the caller sees.
 */
export function planOptionsQueryOptions(usableInOrgId: number | null = null) {
  return queryOptions({
    // Under "alarm-plans" so saving a plan on its own screen refreshes the choice.
    queryKey: ["alarm-plans", "options", usableInOrgId],
    queryFn: async ({ signal }): Promise<PlanOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: {
          type: "ALARMPLAN",
          pageSize: PLAN_PICKER_PAGE_SIZE,
          currentPage: 1,
          sortField: "name",
          sortOrder: "ASCENDING",
          recursive: true,
          ...usableIn(usableInOrgId),
        },
        signal,
      });
      return page.list.map(({ id, name, orgName }) => ({ id, name, orgName }));
    },
  });
}

export function usePlanOptions(usableInOrgId: number | null = null, enabled = true) {
  return useQuery({ ...planOptionsQueryOptions(usableInOrgId), enabled });
}

/** The standby schedules an alarm point of `usableInOrgId` may name, by name (POST /list type ALARM_ROTATIONAL), as the plans above. */
export function standbyScheduleOptionsQueryOptions(usableInOrgId: number | null = null) {
  return queryOptions({
    // Under "standby-schedules" so saving a schedule on its own screen refreshes the choice.
    queryKey: ["standby-schedules", "options", usableInOrgId],
    queryFn: async ({ signal }): Promise<PlanOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: {
          type: "ALARM_ROTATIONAL",
          pageSize: PLAN_PICKER_PAGE_SIZE,
          currentPage: 1,
          sortField: "name",
          sortOrder: "ASCENDING",
          recursive: true,
          ...usableIn(usableInOrgId),
        },
        signal,
      });
      return page.list.map(({ id, name, orgName }) => ({ id, name, orgName }));
    },
  });
}

export function useStandbyScheduleOptions(usableInOrgId: number | null = null, enabled = true) {
  return useQuery({ ...standbyScheduleOptionsQueryOptions(usableInOrgId), enabled });
}

/** GET /rest/admin/instructions/instruction-files: files grouped by organization. */
export const INSTRUCTION_FILES_PATH = "/rest/admin/instructions/instruction-files";

/** The files an object of `usableInOrgId` may name (its organization's and those above it); without one, all the caller sees. */
export function instructionFileOptionsQueryOptions(usableInOrgId: number | null) {
  return queryOptions({
    queryKey: ["instruction-files", "options", usableInOrgId],
    queryFn: ({ signal }) =>
      api.get(usableInOrgId === null ? INSTRUCTION_FILES_PATH : `${INSTRUCTION_FILES_PATH}?usableInOrgId=${usableInOrgId}`, {
        schema: instructionFileGroup.array(),
        signal,
      }),
  });
}

export function useInstructionFileOptions(usableInOrgId: number | null, enabled = true) {
  return useQuery({ ...instructionFileOptionsQueryOptions(usableInOrgId), enabled });
}

export interface TextTemplateOption {
  id: number;
  name: string;
  orgName: string;
  texts: TextTemplate["texts"] | null;
}

/** The text templates the caller may choose, by name, with their texts (POST /list type TEXT_TEMPLATE), as the plans above. */
export function textTemplateOptionsQueryOptions(usableInOrgId: number | null = null) {
  return queryOptions({
    // Under "text-templates" so saving a template on its own screen refreshes the choice.
    queryKey: ["text-templates", "options", usableInOrgId],
    queryFn: async ({ signal }): Promise<TextTemplateOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: {
          type: "TEXT_TEMPLATE",
          pageSize: PLAN_PICKER_PAGE_SIZE,
          currentPage: 1,
          sortField: "name",
          sortOrder: "ASCENDING",
          recursive: true,
          ...usableIn(usableInOrgId),
        },
        signal,
      });
      return page.list.map(({ id, name, orgName, texts }) => {
        const parsed = textTemplate.shape.texts.safeParse(texts);
        return { id, name, orgName, texts: parsed.success ? parsed.data : null };
      });
    },
  });
}

export function useTextTemplateOptions(usableInOrgId: number | null = null, enabled = true) {
  return useQuery({ ...textTemplateOptionsQueryOptions(usableInOrgId), enabled });
}

/**
 * What a reference picker says when it offers nothing: that there is none in the edited object's
 * organization or above it, naming the organization once it is known, so the choice of
 * organization explains the empty list.
 */
export function useNothingOfferedMessage(orgId: number | null, picker: "plan" | "standbySchedule" | "textTemplate"): string {
  const { t } = useTranslation();
  const organization = useQuery({ ...showOrganizationQueryOptions(orgId ?? 0), enabled: orgId !== null });
  const name = orgId === null ? undefined : organization.data?.name;
  return name ? t(`alarmDefinition.${picker}.emptyIn`, { organization: name }) : t(`alarmDefinition.${picker}.empty`);
}
