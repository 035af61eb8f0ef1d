import { type AlarmLoadReport, loadResultOf, PRIORITY_BAND_GUIDE } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { ResultTag } from "./result-tag";
import { KEYBOARD_SCROLLING } from "./keyboard-scrolling";
import { useReportFormats } from "./use-report-formats";

/** The lists below the figures, by the keys of their titles and empty texts (reports.alarmLoad.sections/empty). */
export const LOAD_LISTS = ["floods", "badActors", "chattering", "stale", "priorities"] as const;
type LoadList = (typeof LOAD_LISTS)[number];

type Flood = AlarmLoadReport["floods"]["episodes"][number];
type Point = AlarmLoadReport["badActors"][number];
type Chattering = AlarmLoadReport["chattering"][number];
type Stale = AlarmLoadReport["stale"][number];
type Priority = AlarmLoadReport["priorities"][number];

/** One list under its title, in a small striped table that scrolls when long. */
function LoadTable<Row extends object>({ list, rows, note, children }: { list: LoadList; rows: readonly Row[]; note?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`reports.alarmLoad.sections.${list}`);
  return (
    <section className="stack gap-s" aria-label={title}>
      <h3 className="report-section-title flush">{title}</h3>
      {note && <p className="flush muted">{note}</p>}
      <DataTable
        pt={KEYBOARD_SCROLLING}
        value={[...rows]}
        size="small"
        stripedRows
        scrollable
        scrollHeight="24rem"
        emptyMessage={t(`reports.alarmLoad.empty.${list}`)}
        tableStyle={{ minWidth: "32rem" }}
      >
        {children}
      </DataTable>
    </section>
  );
}

/** The floods, the bad actors, the chattering points, the stale alarms and the priorities against the 80/15/5 guide. */
export function AlarmLoadLists({ report }: { report: AlarmLoadReport }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const count = <Row,>(key: string, value: (row: Row) => number) => (
    <Column header={t(key)} className="report-number" body={(row: Row) => formats.number(value(row))} />
  );
  const time = <Row,>(key: string, value: (row: Row) => string) => (
    <Column header={t(key)} className="report-nowrap" body={(row: Row) => formatDateTime(value(row))} />
  );
  const point = <Row extends Point | Chattering | Stale>() => [
    <Column key="id" header={t("reports.alarmLoad.columns.alarmPointId")} className="report-number" body={(row: Row) => row.alarmPointId} />,
    <Column key="name" header={t("reports.alarmLoad.columns.name")} className="report-name-cell" body={(row: Row) => row.name} />,
  ];
  const { floods } = report;
  return (
    <section className="card stack gap-l" aria-labelledby="alarm-load-lists-title">
      <h2 id="alarm-load-lists-title" className="card__title flush">
        {t("reports.alarmLoad.listsTitle")}
      </h2>
      <LoadTable<Flood>
        list="floods"
        rows={floods.episodes}
        note={t("reports.alarmLoad.floodRule", { alarms: formats.number(report.flood.alarms), minutes: formats.number(report.flood.windowSeconds / 60) })}
      >
        {time<Flood>("reports.alarmLoad.columns.start", (row) => row.start)}
        {time<Flood>("reports.alarmLoad.columns.end", (row) => row.end)}
        {count<Flood>("reports.alarmLoad.columns.alarms", (row) => row.alarms)}
        {count<Flood>("reports.alarmLoad.columns.busiest", (row) => row.peakAlarms)}
      </LoadTable>
      {floods.episodeCount > floods.episodes.length && (
        <p className="flush muted">
          {t("reports.alarmLoad.moreFloods", { shown: formats.number(floods.episodes.length), total: formats.number(floods.episodeCount) })}
        </p>
      )}
      <LoadTable<Point> list="badActors" rows={report.badActors}>
        {point<Point>()}
        {count<Point>("reports.alarmLoad.columns.alarms", (row) => row.alarms)}
        <Column header={t("reports.alarmLoad.columns.share")} className="report-number" body={(row: Point) => formats.share(row.percent)} />
      </LoadTable>
      <LoadTable<Chattering> list="chattering" rows={report.chattering}>
        {point<Chattering>()}
        {count<Chattering>("reports.alarmLoad.columns.mostInAMinute", (row) => row.mostInAMinute)}
        {count<Chattering>("reports.alarmLoad.columns.events", (row) => row.events)}
      </LoadTable>
      <LoadTable<Stale> list="stale" rows={report.stale}>
        {point<Stale>()}
        {time<Stale>("reports.alarmLoad.columns.triggeredAt", (row) => row.triggeredAt)}
        <Column
          header={t("reports.alarmLoad.columns.endedAt")}
          className="report-nowrap"
          body={(row: Stale) => (row.endedAt ? formatDateTime(row.endedAt) : <Tag severity="warning" value={t("reports.alarmLoad.stillOpen")} />)}
        />
        <Column header={t("reports.alarmLoad.columns.openFor")} className="report-number" body={(row: Stale) => formats.duration(row.hoursOpen * 3600)} />
      </LoadTable>
      <LoadTable<Priority> list="priorities" rows={report.priorities}>
        <Column
          header={t("reports.alarmLoad.columns.band")}
          body={(row: Priority) =>
            t("reports.alarmLoad.bandRange", {
              band: t(`reports.alarmLoad.bands.${row.band}`),
              first: PRIORITY_BAND_GUIDE[row.band].first,
              last: PRIORITY_BAND_GUIDE[row.band].last,
            })
          }
        />
        {count<Priority>("reports.alarmLoad.columns.alarms", (row) => row.alarms)}
        <Column header={t("reports.alarmLoad.columns.share")} className="report-number" body={(row: Priority) => formats.share(row.percent)} />
        <Column header={t("reports.alarmLoad.columns.guide")} className="report-number" body={(row: Priority) => formats.share(row.guidePercent)} />
        <Column header={t("reports.alarmLoad.columns.result")} body={(row: Priority) => <ResultTag result={loadResultOf(row.meets)} />} />
      </LoadTable>
    </section>
  );
}
