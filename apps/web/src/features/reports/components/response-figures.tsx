import type { DurationFigures, ResponseReport } from "@alarm/contract";
import { Column } from "primereact/column";
import { ColumnGroup } from "primereact/columngroup";
import { DataTable } from "primereact/datatable";
import { Row } from "primereact/row";
import { TabMenu } from "primereact/tabmenu";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TIME_FIGURES, timeFigureHeaders } from "./time-figures";
import { useReportFormats } from "./use-report-formats";
import { KEYBOARD_SCROLLING } from "./keyboard-scrolling";

interface ResponseFiguresRow {
  name: string;
  alarms: number;
  toAccept: DurationFigures;
  toEnd: DurationFigures;
}

export const RESPONSE_VIEWS = ["byAlarmPoint", "byPlan", "byOrganization"] as const;
type ResponseView = (typeof RESPONSE_VIEWS)[number];
const NAME_HEADER = { byAlarmPoint: "reports.columns.name", byPlan: "reports.responses.plan", byOrganization: "reports.columns.organization" } as const;

/** The response times per alarm point, per plan or per organization, one table at a time. */
export function ResponseFigures({ report }: { report: ResponseReport }) {
  const { t } = useTranslation();
  const [view, setView] = useState<ResponseView>("byAlarmPoint");
  return (
    <div className="stack gap-m">
      <TabMenu
        model={RESPONSE_VIEWS.map((each) => ({ label: t(`reports.responses.${each}`) }))}
        activeIndex={RESPONSE_VIEWS.indexOf(view)}
        onTabChange={(event) => setView(RESPONSE_VIEWS[event.index]!)}
        aria-label={t("reports.responses.title")}
      />
      <ResponseFiguresTable label={t(`reports.responses.${view}`)} nameHeader={t(NAME_HEADER[view])} rows={report[view]} />
    </div>
  );
}

/** How fast the alarms of each alarm point, plan or organization were accepted and ended: median and 90th percentile. */
function ResponseFiguresTable({ label, nameHeader, rows }: { label: string; nameHeader: string; rows: readonly ResponseFiguresRow[] }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const times = timeFigureHeaders(t);
  const header = (
    <ColumnGroup>
      <Row>
        <Column header={nameHeader} rowSpan={2} />
        <Column header={t("reports.columns.alarms")} rowSpan={2} />
        {times.top}
      </Row>
      <Row>{times.bottom}</Row>
    </ColumnGroup>
  );
  return (
    <DataTable
      pt={KEYBOARD_SCROLLING}
      value={[...rows]}
      headerColumnGroup={header}
      size="small"
      stripedRows
      scrollable
      scrollHeight="22rem"
      emptyMessage={t("reports.empty.title")}
      aria-label={label}
    >
      <Column field="name" />
      <Column className="report-number" body={(row: ResponseFiguresRow) => formats.number(row.alarms)} />
      {TIME_FIGURES.map(({ key, figure }) => (
        <Column key={`${key}-${figure}`} className="report-number" body={(row: ResponseFiguresRow) => formats.duration(row[key][figure])} />
      ))}
    </DataTable>
  );
}
