/** Every query of the text templates screen starts with "text-templates". */
export const textTemplatesQueryKey = ["text-templates"] as const;
