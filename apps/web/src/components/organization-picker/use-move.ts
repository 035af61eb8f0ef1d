import { statusOk } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api-client";
import { useToast } from "../toast/toast-context";
import { failureText } from "./failure-text";
import { moveRequestOf, type MoveTarget } from "./move-target";
import { organizationKeys } from "./organization-queries";

export type { MoveTarget } from "./move-target";

/**
 * What became of a move: `moved` on the server; `skipped` when the object has no real id or no
 * object type yet (an unsaved object simply keeps the new organization in its form); `failed`
 * after the error toast was shown.
 */
export type MoveResult = "moved" | "skipped" | "failed";

/** PUT /move {id, objectType, newOrgId}: success is an answer with status "ok". */
export async function moveObject(request: NonNullable<ReturnType<typeof moveRequestOf>>): Promise<boolean> {
  const answer = await api.put("/move", { schema: statusOk, body: request });
  return answer.status === "ok";
}

/**
 * Moves an object to another organization (docs/domain-rules.md#organization-picker). `move` never
 * throws: on failure it shows the error toast "Unable to change organization: <reason>"
 * (docs/domain-rules.md#error-catalogue) and resolves "failed". After a move the organization data
 * (trees, usage) is reloaded; the caller reloads its own lists.
 *
 *   const { move, isPending } = useMoveToOrganization();
 *   if ((await move({ id: user.id, objectType: "USER", newOrgId: org.id })) !== "failed") …
 */
export function useMoveToOrganization() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: moveObject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
  const { mutateAsync } = mutation;

  const move = useCallback(
    async (target: MoveTarget): Promise<MoveResult> => {
      const request = moveRequestOf(target);
      if (!request) return "skipped";
      try {
        if (await mutateAsync(request)) return "moved";
        toast.show({ severity: "error", summary: t("errorTitles.default"), detail: t("organizationPicker.moveFailed") });
      } catch (error) {
        toast.show({ ...failureText(t("organizationPicker.moveFailed"), error, i18n), severity: "error" });
      }
      return "failed";
    },
    [mutateAsync, toast, t, i18n],
  );

  return { move, isPending: mutation.isPending };
}
