import type { ParticipantLanguage } from "@alarm/contract";
import { useMutation } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import { useFailureToast } from "../object-list/use-failure-toast";
import { useToast } from "../toast/toast-context";
import { requestPrelistenLink, speechTextOf } from "./prelisten-api";
import "./prelisten-player.css";

type Spoken = { text: string; language: ParticipantLanguage };
type Prelisten = Spoken & { link: string };

const sameSpeech = (a: Spoken, b: Spoken) => a.text === b.text && a.language === b.language;

/** Plays the speech text as a voice call will say it, synthesized by the server. */
export function PrelistenPlayer({ text, language }: Spoken) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const [prelisten, setPrelisten] = useState<Prelisten | null>(null);
  const wanted = { text: speechTextOf(text), language };
  const synthesis = useMutation({
    mutationFn: (speech: Spoken) => requestPrelistenLink(speech.text, speech.language).then(({ link }) => ({ ...speech, link })),
    onSuccess: setPrelisten,
    onError: (error) => {
      // The server's only 503 here: no speech synthesizer is installed.
      if (isApiError(error) && error.status === 503) toast.show({ severity: "error", summary: t("prelisten.failed"), detail: t("prelisten.unavailable") });
      else showFailure(error);
    },
  });
  // Audio of an older text (or language) is never played for the current one.
  const audio = prelisten && sameSpeech(prelisten, wanted) ? prelisten : null;

  return (
    <div className="prelisten-player cluster wrap" aria-busy={synthesis.isPending}>
      <Button
        type="button"
        icon="pi pi-volume-up"
        label={synthesis.isPending ? t("prelisten.synthesizing") : t("prelisten.play")}
        tooltip={wanted.text ? t("prelisten.hint") : t("prelisten.emptyText")}
        tooltipOptions={{ showOnDisabled: true, position: "right" }}
        outlined
        loading={synthesis.isPending}
        disabled={!wanted.text || synthesis.isPending}
        onClick={() => synthesis.mutate(wanted)}
      />
      {audio && (
        <audio
          key={audio.link}
          className="prelisten-player__audio"
          controls
          autoPlay
          src={audio.link}
          aria-label={t("prelisten.audio")}
          onError={() => {
            setPrelisten(null);
            toast.show({ severity: "warn", summary: t("prelisten.failed"), detail: t("prelisten.playbackFailed") });
          }}
        />
      )}
    </div>
  );
}
