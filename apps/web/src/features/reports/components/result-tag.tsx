import type { LoadResult } from "@alarm/contract";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { RESULT_SEVERITY } from "../model/alarm-load";

const RESULT_ICON: Record<LoadResult, string> = { MET: "pi pi-check", NOT_MET: "pi pi-times", NOT_JUDGED: "pi pi-minus" };

/** Met, not met or not judged (the alarm load's figures against their targets), in the theme's green, red or grey. */
export function ResultTag({ result }: { result: LoadResult }) {
  const { t } = useTranslation();
  return <Tag severity={RESULT_SEVERITY[result]} icon={RESULT_ICON[result]} value={t(`reports.alarmLoad.results.${result}`)} />;
}
