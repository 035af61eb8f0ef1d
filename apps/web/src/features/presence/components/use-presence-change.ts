import type { PresenceRow } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useSetPresence } from "../api/presence";

/** Checking a participant in or out, said in a toast. */
export function usePresenceChange() {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const change = useSetPresence();

  const setPresence = (row: PresenceRow, checkedIn: boolean) =>
    change.mutate(
      { participantId: row.participantId, checkedIn },
      {
        onSuccess: () =>
          toast.show({
            severity: "success",
            summary: t(checkedIn ? "presence.checkedInTitle" : "presence.checkedOutTitle"),
            detail: t(checkedIn ? "presence.checkedInText" : "presence.checkedOutText", { name: row.participantName }),
          }),
        onError: showFailure,
      },
    );

  /** The change being sent, if any. */
  const pending = change.isPending ? change.variables : undefined;
  return { setPresence, pending };
}

export type PresenceChange = ReturnType<typeof usePresenceChange>;
