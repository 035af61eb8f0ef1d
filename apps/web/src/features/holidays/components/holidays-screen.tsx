import { Button } from "primereact/button";
import { ProgressSpinner } from "primereact/progressspinner";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useHolidayCalendar } from "../api/holiday-calendar";
import { holidaysByDay, isoOf, today as todayIso } from "./calendar-model";
import { HolidayEditor } from "./holiday-editor";
import { HolidayList } from "./holiday-list";
import { useHolidayEditing } from "./use-holiday-editing";
import { YearSwitcher } from "./year-switcher";
import { YearView } from "./year-view";

/** The holidays of one organization in one year: the year view, the editor and the list. */
export function HolidaysScreen({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const today = todayIso();
  const currentYear = Number(today.slice(0, 4));
  const [chosenOrg, setChosenOrg] = useState<number | null>(null);
  const orgId = chosenOrg ?? current?.id ?? null;
  const [year, setYear] = useState(currentYear);
  const calendar = useHolidayCalendar(orgId, year);
  // While another year or organization loads, the old one stays visible but is not for editing.
  const shown = calendar.data && calendar.data.orgId === orgId && calendar.data.year === year ? calendar.data : undefined;
  const events = useMemo(() => shown?.events ?? [], [shown]);
  const byDay = useMemo(() => holidaysByDay(events), [events]);
  const editor = useHolidayEditing(orgId, year, shown, canEdit);
  const { editing } = editor;

  const selectedId = editing && editing.kind !== "new" ? editing.event.id : null;
  const range = editing && editing.kind !== "inherited" ? { start: editing.values.start, end: editing.values.end } : null;
  const initialFocus = year === currentYear ? today : isoOf(year, 1, 1);

  let main;
  if (orgId === null) {
    main = <StateCard icon="pi-building" title={t("holidays.noOrganization")} />;
  } else if (calendar.isError && !calendar.data) {
    main = (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("holidays.loadError")}
        text={isApiError(calendar.error) ? calendar.error.reason : undefined}
      >
        <Button label={t("holidays.retry")} icon="pi pi-refresh" outlined onClick={() => void calendar.refetch()} />
      </StateCard>
    );
  } else if (!calendar.data) {
    main = (
      <div className="card hol-loading cluster gap-l muted" role="status">
        <ProgressSpinner style={{ width: "2.5rem", height: "2.5rem" }} strokeWidth="4" aria-hidden="true" />
        <span>{t("holidays.loading")}</span>
      </div>
    );
  } else {
    main = (
      <div className="hol-layout">
        <section className={`card hol-calendar stack gap-l${shown ? "" : " hol-calendar--stale"}`} aria-labelledby="hol-calendar-title" aria-busy={!shown}>
          <h2 id="hol-calendar-title" className="visually-hidden">
            {t("holidays.yearView", { year })}
          </h2>
          <Legend canEdit={canEdit} />
          <YearView
            key={`${orgId}-${year}`}
            year={year}
            byDay={shown ? byDay : new Map()}
            selectedId={selectedId}
            editing={range}
            today={today}
            initialFocus={initialFocus}
            onDayClick={(date, extend) => shown && editor.openDay(date, extend, byDay.get(date))}
          />
        </section>
        <div className="stack">
          {editing ? (
            <HolidayEditor
              editing={editing}
              year={year}
              errors={editor.errors}
              saving={editor.saving}
              deleting={editor.deleting}
              onChange={editor.change}
              onSubmit={editor.submit}
              onDelete={editor.deleteSelected}
              onClose={editor.close}
            />
          ) : (
            <p className="card hol-hint row muted">
              <i className="pi pi-info-circle" aria-hidden="true" /> {canEdit ? t("holidays.hint") : t("holidays.hintReadOnly")}
            </p>
          )}
          <HolidayList year={year} events={events} selectedId={selectedId} canEdit={canEdit} onOpen={editor.openEvent} />
        </div>
      </div>
    );
  }

  return (
    <>
      <div className="card hol-toolbar">
        <div className="hol-toolbar__org">
          <OrganizationField
            id="holidays-organization"
            label={t("holidays.organization")}
            value={orgId}
            required
            onChange={(org) => {
              setChosenOrg(org.id);
              editor.close();
            }}
          />
        </div>
        <YearSwitcher
          year={year}
          currentYear={currentYear}
          onChange={(next) => {
            setYear(next);
            editor.close();
          }}
        />
      </div>
      {main}
    </>
  );
}

function Legend({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="hol-legend cluster wrap bare-list muted" aria-label={t("holidays.legend.label")}>
      <li>
        <span className="hol-legend__swatch hol-day--own" aria-hidden="true" /> {t("holidays.legend.own")}
      </li>
      <li>
        <span className="hol-legend__swatch hol-day--standard" aria-hidden="true" /> {t("holidays.legend.inherited")}
      </li>
      <li>
        <span className="hol-legend__swatch hol-day--own hol-day--inactive" aria-hidden="true" /> {t("holidays.legend.inactive")}
      </li>
      <li>
        <span className="hol-legend__swatch hol-day--today" aria-hidden="true" /> {t("holidays.legend.today")}
      </li>
      {canEdit && <li className="hol-legend__tip">{t("holidays.legend.tip")}</li>}
    </ul>
  );
}
