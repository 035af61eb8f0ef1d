/**
 * Every query of the participants screens starts with "participants", so a change (save, clone,
 * delete, move, a new console user) can refresh the table, the editor and the schedules at once.
 */
export const participantsQueryKey = ["participants"] as const;

export const participantKeys = {
  all: participantsQueryKey,
  lists: () => [...participantsQueryKey, "list"] as const,
  detail: (id: number) => [...participantsQueryKey, "detail", id] as const,
  groups: (id: number) => [...participantsQueryKey, "groups", id] as const,
  calendar: (id: number) => [...participantsQueryKey, "calendar", id] as const,
  options: (text: string, usableInOrgId: number | null = null) => [...participantsQueryKey, "options", text, usableInOrgId] as const,
  deviceTypes: () => [...participantsQueryKey, "device-types"] as const,
  roleOptions: (orgId: number) => [...participantsQueryKey, "role-options", orgId] as const,
};
