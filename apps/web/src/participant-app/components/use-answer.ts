import type { AnswerChoice, MyAlarm } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../hooks";
import { errorText } from "../lib/errors";
import { api } from "../services";
import { useToast } from "./toast";

/** Accept or decline an alarm (POST /app/alarms/{id}/answer), say what became of it, and read the alarms again. */
export function useAnswer() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ alarm, answer }: { alarm: MyAlarm; answer: AnswerChoice }) => api.answer(alarm.alarmId, answer),
    onSuccess: (outcome) => {
      if (outcome.outcome === "RECORDED") {
        toast.show(
          "success",
          outcome.answer === "ACCEPT" ? t("answer.accepted", { name: outcome.alarmName }) : t("answer.declined", { name: outcome.alarmName }),
        );
      } else if (outcome.outcome === "ALREADY_ANSWERED") {
        toast.show("info", t("answer.alreadyAnswered", { name: outcome.alarmName }));
      } else {
        toast.show("info", t("answer.ended", { name: outcome.alarmName }));
      }
    },
    onError: (error) => toast.show("error", t("answer.failed"), errorText(error, t, i18n.language)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.alarms }),
  });
}
