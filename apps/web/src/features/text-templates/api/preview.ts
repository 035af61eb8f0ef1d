import { textTemplatePreview, type TextTemplatePreviewRequest } from "@alarm/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../../../components/organization-picker/use-debounced-value";
import { api } from "../../../lib/api-client";
import { textTemplatesQueryKey } from "./query-keys";

/**
 * POST /text-templates/preview for the texts being edited, 500 ms after typing pauses; the last
 * preview stays on screen while the next one is on its way.
 */
export function useTextPreview(texts: TextTemplatePreviewRequest["texts"]) {
  const settled = useDebouncedValue(JSON.stringify(texts));
  return useQuery({
    queryKey: [...textTemplatesQueryKey, "preview", settled],
    queryFn: ({ signal }) => api.post("/text-templates/preview", { schema: textTemplatePreview, body: { texts: JSON.parse(settled) as typeof texts }, signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
