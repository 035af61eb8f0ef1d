import type { TFunction } from "i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { Tag } from "primereact/tag";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DateTimeInput } from "../../components/date-time-input";
import { useToast } from "../components/toast";
import { DUTY_DAYS, queryKeys, useAbsences, useDuties } from "../hooks";
import type { AbsenceEntry } from "../lib/absence-schema";
import { absenceOf, absenceProblem, absenceRange, upcomingAbsences } from "../lib/absence";
import { compactDays, dutiesByDay } from "../lib/duties";
import { errorText } from "../lib/errors";
import { clockTime, formatDateTime, formatDay } from "../lib/format";
import { api } from "../services";
import { ErrorState, Loading } from "./alarms-screen";

/** When I am on duty in the next 14 days, and my absences. */
export function DutiesScreen({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="screen duties-screen">
      <h1 className="screen-title">{t("duties.title")}</h1>
      <Duties />
      <Absences offline={offline} />
    </div>
  );
}

function Duties() {
  const { t, i18n } = useTranslation();
  const duties = useDuties();
  if (duties.isError) return <ErrorState error={duties.error} />;
  if (!duties.data) return <Loading />;
  const days = compactDays(dutiesByDay(duties.data.duties, new Date(duties.data.from), DUTY_DAYS));
  return (
    <section aria-labelledby="duties-title">
      <h2 id="duties-title" className="section-title">
        {t("duties.upcoming", { days: DUTY_DAYS })}
      </h2>
      {days.length === 0 ? (
        <p className="empty-state">{t("duties.none", { days: DUTY_DAYS })}</p>
      ) : (
        days.map(({ day, lastDay, duties: onDay }) => (
          <div key={day.toISOString()} className="card duty-day">
            <h3 className="duty-day__title">
              {lastDay ? `${formatDay(day, i18n.language)} – ${formatDay(lastDay, i18n.language)}` : formatDay(day, i18n.language)}
            </h3>
            <ul className="duty-list">
              {onDay.map(({ duty, from, to, startsEarlier, endsLater }) => (
                <li key={`${duty.alarmPointId}-${duty.from}`} className="duty">
                  <span className="duty__time">
                    {startsEarlier && endsLater
                      ? t("duties.allDay")
                      : startsEarlier
                        ? t("duties.until", { time: clockTime(to) })
                        : endsLater
                          ? t("duties.from", { time: clockTime(from) })
                          : `${clockTime(from)}–${clockTime(to)}`}
                  </span>
                  <span className="duty__what">
                    <strong>{duty.alarmPointName}</strong>
                    <span className="muted">
                      {duty.planName}
                      {duty.rank > 1 && ` · ${t("duties.rank", { rank: duty.rank })}`}
                    </span>
                    {duty.coveringFor && <Tag severity="info" value={t("duties.covering", { name: duty.coveringFor })} />}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

function Absences({ offline }: { offline: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const absences = useAbsences();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AbsenceEntry | null>(null);
  const remove = useMutation({
    mutationFn: (event: AbsenceEntry) => api.deleteAbsence(event.id),
    onSuccess: () => {
      setDeleting(null);
      toast.show("success", t("absences.deleted"));
    },
    onError: (error) => toast.show("error", t("absences.deleteFailed"), errorText(error, t, i18n.language)),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.absences }), client.invalidateQueries({ queryKey: queryKeys.duties })]),
  });
  const list = absences.data ? upcomingAbsences(absences.data.events, new Date()) : undefined;
  return (
    <section aria-labelledby="absences-title" className="absences">
      <div className="section-head">
        <h2 id="absences-title" className="section-title">
          {t("absences.title")}
        </h2>
        <Button label={t("absences.add")} icon="pi pi-plus" size="small" disabled={offline} onClick={() => setAdding(true)} />
      </div>
      {absences.isError ? (
        <ErrorState error={absences.error} />
      ) : !list ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="empty-state">{t("absences.none")}</p>
      ) : (
        <ul className="absence-list">
          {list.map((event) => (
            <li key={event.id} className="card absence">
              <div className="absence__text">
                <strong>{event.title}</strong>
                <span className="muted">{describeTiming(event, t)}</span>
                {!event.active && <Tag severity="warning" value={t("absences.inactive")} />}
              </div>
              <Button
                icon="pi pi-trash"
                severity="danger"
                text
                rounded
                aria-label={t("absences.deleteNamed", { title: event.title })}
                disabled={offline}
                onClick={() => setDeleting(event)}
              />
            </li>
          ))}
        </ul>
      )}
      {adding && <AddAbsenceDialog onClose={() => setAdding(false)} />}
      <Dialog
        header={t("absences.deleteTitle")}
        visible={deleting !== null}
        onHide={() => setDeleting(null)}
        className="app-dialog"
        draggable={false}
        resizable={false}
        footer={
          <div className="dialog-buttons">
            <Button label={t("common.cancel")} severity="secondary" text onClick={() => setDeleting(null)} />
            <Button
              label={t("absences.delete")}
              icon="pi pi-trash"
              severity="danger"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            />
          </div>
        }
      >
        <p>{deleting && t("absences.deleteQuestion", { title: deleting.title, when: describeTiming(deleting, t) })}</p>
      </Dialog>
    </section>
  );
}

function describeTiming(event: AbsenceEntry, t: TFunction): string {
  if (event.recurring) return t("absences.recurring", { from: event.startTime.slice(0, 5), to: event.endTime.slice(0, 5) });
  const { start, end } = absenceRange(event);
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}

function startOfNextHour(): Date {
  const date = new Date();
  date.setMinutes(0, 0, 0);
  date.setHours(date.getHours() + 1);
  return date;
}

function AddAbsenceDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [title, setTitle] = useState("");
  const [start, setStart] = useState<Date | null>(startOfNextHour);
  const [end, setEnd] = useState<Date | null>(() => new Date(startOfNextHour().getTime() + 8 * 3_600_000));
  const [submitted, setSubmitted] = useState(false);
  const problem = absenceProblem(start, end);
  const add = useMutation({
    mutationFn: () => api.addAbsence(absenceOf(title.trim() || t("absences.defaultTitle"), start!, end!)),
    onSuccess: async () => {
      toast.show("success", t("absences.added"));
      onClose();
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.absences }), client.invalidateQueries({ queryKey: queryKeys.duties })]);
    },
    onError: (error) => toast.show("error", t("absences.addFailed"), errorText(error, t, i18n.language)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) add.mutate();
  };
  const problemText = submitted && problem ? t(`absences.problems.${problem}`) : null;
  return (
    <Dialog header={t("absences.addTitle")} visible onHide={onClose} className="app-dialog" draggable={false} resizable={false}>
      <form onSubmit={submit} noValidate className="absence-form">
        <div className="field">
          <label htmlFor="absence-title" className="field-label">
            {t("absences.titleLabel")}
          </label>
          <InputText
            id="absence-title"
            value={title}
            maxLength={200}
            placeholder={t("absences.defaultTitle")}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="absence-start" className="field-label">
            {t("absences.start")}
          </label>
          <DateTimeInput
            inputId="absence-start"
            value={start}
            onChange={setStart}
            placeholder={t("absences.dateTimePlaceholder")}
            stepMinute={15}
            invalid={submitted && problem === "start"}
          />
        </div>
        <div className="field">
          <label htmlFor="absence-end" className="field-label">
            {t("absences.end")}
          </label>
          <DateTimeInput
            inputId="absence-end"
            value={end}
            onChange={setEnd}
            placeholder={t("absences.dateTimePlaceholder")}
            stepMinute={15}
            minDate={start ?? undefined}
            invalid={submitted && (problem === "end" || problem === "order")}
            aria-describedby={problemText ? "absence-problem" : undefined}
          />
        </div>
        {problemText && (
          <small id="absence-problem" className="field-problem" role="alert">
            {problemText}
          </small>
        )}
        <div className="dialog-buttons">
          <Button type="button" label={t("common.cancel")} severity="secondary" text onClick={onClose} />
          <Button type="submit" label={t("absences.save")} icon="pi pi-check" loading={add.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
