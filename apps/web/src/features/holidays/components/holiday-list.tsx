import type { HolidayEvent } from "@alarm/contract";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { formatRange } from "./calendar-model";

interface HolidayListProps {
  year: number;
  events: readonly HolidayEvent[];
  selectedId: number | null;
  canEdit: boolean;
  onOpen: (event: HolidayEvent) => void;
}

/** The year's holidays in date order, beside the year view. */
export function HolidayList({ year, events, selectedId, canEdit, onOpen }: HolidayListProps) {
  const { t } = useTranslation();
  const sorted = [...events].sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
  return (
    <section className="card hol-list" aria-labelledby="hol-list-title">
      <h2 id="hol-list-title" className="card__title">
        {t("holidays.list.title", { year })}
      </h2>
      {sorted.length === 0 ? (
        <p className="hol-list__empty muted">{canEdit ? t("holidays.list.emptyEditable", { year }) : t("holidays.list.empty", { year })}</p>
      ) : (
        <ul className="hol-list__items stack gap-xs bare-list">
          {sorted.map((event) => {
            const selected = event.id === selectedId;
            const classes = ["hol-list__item", event.standard ? "hol-list__item--standard" : "hol-list__item--own"];
            if (selected) classes.push("hol-list__item--selected");
            if (!event.active) classes.push("hol-list__item--inactive");
            return (
              <li key={`${event.id}-${event.start}`}>
                <button
                  type="button"
                  className={classes.join(" ")}
                  aria-pressed={selected}
                  title={event.standard ? t("holidays.day.inheritedTitle", { title: event.title, organization: event.orgName }) : undefined}
                  onClick={() => onOpen(event)}
                >
                  <span className="hol-list__swatch" aria-hidden="true" />
                  <span className="hol-list__text stack grow">
                    <span className="hol-list__name breakable">{event.title}</span>
                    <span className="hol-list__dates muted">{formatRange(event.start, event.end)}</span>
                    {(event.recurring || !event.active || event.standard) && (
                      <span className="hol-list__tags row gap-xs wrap">
                        {event.recurring && <Tag value={t("holidays.list.recurring")} icon="pi pi-replay" severity="info" />}
                        {!event.active && <Tag value={t("holidays.list.inactive")} className="hol-tag--muted" />}
                        {event.standard && (
                          <>
                            {/* Said in full to screen readers: a tag is a span, which cannot carry a label. */}
                            <Tag value={event.orgName} icon="pi pi-lock" className="hol-tag--inherited" aria-hidden="true" />
                            <span className="visually-hidden">{t("holidays.day.inherited", { organization: event.orgName })}</span>
                          </>
                        )}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
