/** Every query of the roles screen starts with "roles", so a change can refresh them all at once. */
export const rolesQueryKey = ["roles"] as const;
