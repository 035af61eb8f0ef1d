import { mapLink, type AlarmStatus, type MyAlarm } from "@alarm/contract";
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { formatTime } from "../lib/format";
import { useAnswer } from "./use-answer";

type Severity = "success" | "info" | "warning" | "danger" | null;

const STATUS_SEVERITY: Partial<Record<AlarmStatus, Severity>> = {
  NEW: "danger",
  PROCESSING: "danger",
  PARTIAL_ACCEPTED: "warning",
  ACCEPTED: "success",
  PARTIAL_ACKNOWLEDGED: "warning",
  ACKNOWLEDGED: "success",
  FINISHED: "success",
  NOT_ACCEPTED: "danger",
  FAILURE: "danger",
  CONFIG_PROBLEM: "danger",
};

export function AnswerTag({ answer }: { answer: MyAlarm["myAnswer"] }) {
  const { t } = useTranslation();
  if (answer === "ACCEPT") return <Tag severity="success" icon="pi pi-check" value={t("answer.acceptedTag")} />;
  if (answer === "DECLINE") return <Tag severity="danger" icon="pi pi-times" value={t("answer.declinedTag")} />;
  return <Tag severity="secondary" value={t("answer.noAnswer")} />;
}

/** One alarm that reached me: what, when, where, my answer (or the buttons to give it) and the others'. */
export function AlarmCard({ alarm, highlighted = false }: { alarm: MyAlarm; highlighted?: boolean }) {
  const { t } = useTranslation();
  const answer = useAnswer();
  const answering = answer.isPending && answer.variables?.alarm.alarmId === alarm.alarmId ? answer.variables.answer : null;
  const titleId = `alarm-${alarm.alarmId}-title`;
  return (
    <article
      className={`card alarm-card${alarm.canAnswer ? " alarm-card--waiting" : ""}${highlighted ? " alarm-card--highlighted" : ""}`}
      aria-labelledby={titleId}
      id={`alarm-${alarm.alarmId}`}
    >
      <header className="alarm-card__header">
        <h3 id={titleId} className="alarm-card__title">
          {alarm.name}
        </h3>
        <Tag severity={STATUS_SEVERITY[alarm.status] ?? "info"} value={t(`alarmStatuses.${alarm.status}`)} />
      </header>
      <p className="alarm-card__meta">{t("alarms.raised", { time: formatTime(alarm.triggeredAt), by: alarm.triggeredBy, id: alarm.alarmId })}</p>
      {alarm.text && <p className="alarm-card__text">{alarm.text}</p>}
      {alarm.location && (
        <a className="alarm-card__location" href={mapLink(alarm.location)} target="_blank" rel="noopener noreferrer">
          <i className="pi pi-map-marker" aria-hidden="true" /> {t("alarms.location")}
          {alarm.location.accuracy !== undefined && ` (± ${Math.round(alarm.location.accuracy)} m)`}
        </a>
      )}
      {alarm.canAnswer ? (
        <div className="answer-buttons">
          <Button
            label={t("answer.accept")}
            icon="pi pi-check"
            severity="success"
            loading={answering === "accept"}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ alarm, answer: "accept" })}
          />
          <Button
            label={t("answer.decline")}
            icon="pi pi-times"
            severity="danger"
            outlined
            loading={answering === "decline"}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ alarm, answer: "decline" })}
          />
        </div>
      ) : (
        <p className="alarm-card__mine">
          <span>{t("alarms.myAnswer")}</span> <AnswerTag answer={alarm.myAnswer} />
          {alarm.answeredAt && <span className="muted"> {formatTime(alarm.answeredAt)}</span>}
        </p>
      )}
      {alarm.others.length > 0 && (
        <details className="alarm-card__others" open={alarm.open}>
          <summary>{t("alarms.others", { n: alarm.others.length })}</summary>
          <ul>
            {alarm.others.map((other, index) => (
              <li key={`${other.name}-${index}`}>
                <span>{other.name}</span>
                <AnswerTag answer={other.answer} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}
