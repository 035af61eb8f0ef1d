import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format-date";
import { useShelvedPoints } from "./shelving-queries";

/**
 * "Shelved until …" beside an alarm whose point is shelved now; who shelved it and why in its title.
 * It reads the shelved points itself, so a table cell shows a shelving as soon as it begins or ends.
 */
export function ShelvedTag({ alarmPointId }: { alarmPointId: number | null }) {
  const { t } = useTranslation();
  const shelved = useShelvedPoints(alarmPointId !== null);
  const shelf = shelved.data?.items.find((item) => item.alarmPointId === alarmPointId);
  if (!shelf) return null;
  const until = formatDateTime(shelf.shelvedUntil);
  return (
    <span className="alarm-shelved inline-cluster" style={{ marginLeft: "0.5rem", verticalAlign: "middle" }} data-testid="alarm-shelved-tag">
      <Tag
        severity="info"
        icon="pi pi-pause-circle"
        value={t("shelving.tag", { until })}
        title={t("shelving.tagTitle", { user: shelf.shelvedBy, reason: shelf.reason })}
      />
    </span>
  );
}
