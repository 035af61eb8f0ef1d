import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useToast } from "../toast/toast-context";

/** The translation keys of a save's success toast: its title for a new object and for a changed one, and its text (given `name`). */
export interface SavedToastKeys {
  createdTitle: string;
  savedTitle: string;
  saved: string;
}

interface SaveWithToastOptions<Request extends { kind: "create" | "update" }, Saved extends { name: string }> {
  save: UseMutationResult<Saved, Error, Request>;
  toast: SavedToastKeys;
  onSaved: (saved: Saved) => void;
  /** The form's `saveFailed`: field errors inline, anything else as a failure toast. */
  onFailed: (error: unknown) => void;
}

/**
 * Sends a create or an update; success is said in a toast naming the object, a failure goes to the
 * form. Awaited with mutateAsync, not told through mutate's callbacks: those are dropped when the
 * form unmounts first, and an editor keyed by the object's version remounts its form as soon as the
 * save's invalidation reads the new version back, which can come before the save settles.
 */
export function useSaveWithToast<Request extends { kind: "create" | "update" }, Saved extends { name: string }>({
  save,
  toast: keys,
  onSaved,
  onFailed,
}: SaveWithToastOptions<Request, Saved>) {
  const { t } = useTranslation();
  const toast = useToast();
  return async (request: Request) => {
    let saved: Saved;
    try {
      saved = await save.mutateAsync(request);
    } catch (error) {
      onFailed(error);
      return;
    }
    toast.show({
      severity: "success",
      summary: t(request.kind === "update" ? keys.savedTitle : keys.createdTitle),
      detail: t(keys.saved, { name: saved.name }),
    });
    onSaved(saved);
  };
}
