import { Tooltip } from "primereact/tooltip";
import { useTranslation } from "react-i18next";
import { heatColour, heatRows, weekdayNames } from "../model/heat-map";
import { useReportFormats } from "./use-report-formats";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const pad = (hour: number) => String(hour).padStart(2, "0");

/** When alarms come: a row per weekday (Monday first) and a column per hour, the stronger the colour the more alarms. */
export function HourHeatMap({ hourOfWeek }: { hourOfWeek: number[][] }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const shortNames = weekdayNames(formats.locale, "short");
  const longNames = weekdayNames(formats.locale, "long");
  const rows = heatRows(hourOfWeek);

  return (
    <section className="stack gap-s" aria-label={t("reports.responses.hourOfWeek")}>
      <h3 className="report-section-title flush">{t("reports.responses.hourOfWeek")}</h3>
      <p className="flush muted">{t("reports.responses.hourOfWeekHint")}</p>
      <Tooltip target=".report-heat-map__cell" position="top" />
      {/* Takes focus, so that the keyboard can scroll the week sideways on a phone. */}
      <div className="report-heat-map__scroll" tabIndex={0}>
        <table className="report-heat-map">
          <thead>
            <tr>
              <td />
              {HOURS.map((hour) => (
                <th key={hour} scope="col" abbr={`${pad(hour)}:00`}>
                  {pad(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, day) => (
              <tr key={day}>
                <th scope="row" abbr={longNames[day]}>
                  {shortNames[day]}
                </th>
                {cells.map((cell) => {
                  const text = t("reports.responses.hourCell", {
                    day: longNames[day],
                    from: `${pad(cell.hour)}:00`,
                    until: `${pad(cell.hour + 1)}:00`,
                    value: formats.number(cell.count),
                  });
                  return (
                    <td
                      key={cell.hour}
                      className="report-heat-map__cell"
                      style={{ background: heatColour(cell.level) }}
                      data-count={cell.count}
                      data-pr-tooltip={text}
                    >
                      <span className="visually-hidden">{text}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
