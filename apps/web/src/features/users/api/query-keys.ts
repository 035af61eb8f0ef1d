/** Every query of the users screen starts with "users", so a change can refresh them all at once. */
export const usersQueryKey = ["users"] as const;
