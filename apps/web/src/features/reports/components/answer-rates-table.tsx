import type { ResponseReport } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useTranslation } from "react-i18next";
import { useReportFormats } from "./use-report-formats";
import { KEYBOARD_SCROLLING } from "./keyboard-scrolling";

type Participant = ResponseReport["participants"][number];

/** Who answers: per participant alerted, accepted, declined, unanswered, the answer rate (with a bar) and the median time to answer. */
export function AnswerRatesTable({ participants }: { participants: readonly Participant[] }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const count = (field: "alerted" | "accepted" | "declined" | "unanswered") => (
    <Column header={t(`reports.responses.${field}`)} className="report-number" body={(row: Participant) => formats.number(row[field])} />
  );
  return (
    <section className="stack gap-s" aria-label={t("reports.responses.answerRates")}>
      <h3 className="report-section-title flush">{t("reports.responses.answerRates")}</h3>
      <DataTable
        pt={KEYBOARD_SCROLLING}
        value={[...participants]}
        size="small"
        stripedRows
        scrollable
        scrollHeight="24rem"
        emptyMessage={t("reports.empty.title")}
        tableStyle={{ minWidth: "44rem" }}
      >
        <Column field="name" header={t("reports.responses.participant")} />
        {count("alerted")}
        {count("accepted")}
        {count("declined")}
        {count("unanswered")}
        <Column
          header={t("reports.responses.answerRate")}
          body={(row: Participant) => <RateBar rate={row.answerRate} text={formats.percent(row.answerRate)} />}
        />
        <Column
          header={t("reports.responses.medianToAnswer")}
          className="report-number"
          body={(row: Participant) => <span className="report-nowrap">{formats.duration(row.medianSecondsToAnswer)}</span>}
        />
      </DataTable>
    </section>
  );
}

/** A percentage with a small bar beside it. */
function RateBar({ rate, text }: { rate: number | null; text: string }) {
  return (
    <span className="report-rate cluster gap-s">
      <span className="report-rate__bar" aria-hidden="true">
        <span className="report-rate__fill" style={{ width: `${Math.round((rate ?? 0) * 100)}%` }} />
      </span>
      <span className="report-rate__text">{text}</span>
    </span>
  );
}
