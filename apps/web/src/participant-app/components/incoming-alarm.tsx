import type { MyAlarm } from "@alarm/contract";
import { Button } from "primereact/button";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../lib/format";
import { useAnswer } from "./use-answer";

/**
 * A new alarm waiting for my answer, prominent above whatever screen is shown: Accept, Decline,
 * or Later (it stays among my alarms). The phone vibrates when one appears.
 */
export function IncomingAlarm({ alarms, onOpen }: { alarms: MyAlarm[] | undefined; onOpen: (alarmId: number) => void }) {
  const { t } = useTranslation();
  const answer = useAnswer();
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set());
  const alarm = alarms?.find((candidate) => candidate.canAnswer && !dismissed.has(candidate.alarmId));
  const announced = useRef(new Set<number>());

  useEffect(() => {
    if (!alarm || announced.current.has(alarm.alarmId)) return;
    announced.current.add(alarm.alarmId);
    navigator.vibrate?.([300, 150, 300, 150, 300]);
  }, [alarm]);

  if (!alarm) return null;
  const dismiss = () => setDismissed((current) => new Set(current).add(alarm.alarmId));
  const give = (choice: "accept" | "decline") => answer.mutate({ alarm, answer: choice }, { onSuccess: dismiss });
  const titleId = `incoming-${alarm.alarmId}-title`;
  const textId = `incoming-${alarm.alarmId}-text`;
  return (
    <section className="incoming-alarm" role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="incoming-alarm__head">
        <i className="pi pi-bell incoming-alarm__bell" aria-hidden="true" />
        <div>
          <p className="incoming-alarm__kicker">{t("incoming.title")}</p>
          <h2 id={titleId} className="incoming-alarm__name">
            {alarm.name}
          </h2>
        </div>
      </div>
      <div id={textId}>
        {alarm.text && <p className="incoming-alarm__text">{alarm.text}</p>}
        <p className="incoming-alarm__meta">{t("alarms.raised", { time: formatTime(alarm.triggeredAt), by: alarm.triggeredBy, id: alarm.alarmId })}</p>
      </div>
      <div className="answer-buttons">
        <Button
          label={t("answer.accept")}
          icon="pi pi-check"
          severity="success"
          loading={answer.isPending && answer.variables?.answer === "accept"}
          disabled={answer.isPending}
          onClick={() => give("accept")}
        />
        <Button
          label={t("answer.decline")}
          icon="pi pi-times"
          severity="danger"
          loading={answer.isPending && answer.variables?.answer === "decline"}
          disabled={answer.isPending}
          onClick={() => give("decline")}
        />
      </div>
      <div className="incoming-alarm__more">
        <Button label={t("incoming.details")} link onClick={() => onOpen(alarm.alarmId)} />
        <Button label={t("incoming.later")} link onClick={dismiss} />
      </div>
    </section>
  );
}
