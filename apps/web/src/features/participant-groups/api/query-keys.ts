/** Every query of the participant groups screen starts with "participant-groups". */
export const participantGroupsQueryKey = ["participant-groups"] as const;
