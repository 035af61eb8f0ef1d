import type { AlarmRow } from "@alarm/contract";
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AlarmStatusTag } from "../alarm-status/status-tag";
import { formatDateTime } from "../../lib/format-date";
import { useIncident, useTakeOutOfIncident } from "./incident-queries";

/** How many of an incident's alarms the table shows when it is opened; the rest are counted. */
const SHOWN_ALARMS = 10;

/**
 * Beside the alarm that leads an incident of two alarms or more: how many it holds (live, as the table reads its
 * rows again), and, opened, its latest alarms with a button to take one out. It reads the incident
 * itself, so a table cell shows the alarms that join while it is open.
 */
export function IncidentBadge({ alarm }: { alarm: Pick<AlarmRow, "id" | "incident" | "name"> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lead = alarm.incident?.leads ? alarm.incident : null;
  const details = useIncident(lead?.id ?? 0, open && lead !== null);
  const takeOut = useTakeOutOfIncident();
  const count = details.data?.incident.alarmCount ?? lead?.alarmCount ?? 0;
  // An incident is worth a mark once a second alarm joined its first.
  if (!lead || count < 2) return null;
  const label = t(lead.kind === "FLOOD" ? "incidents.floodCount" : "incidents.count", { count });
  const members = (details.data?.alarms ?? []).filter((member) => member.id !== alarm.id);
  return (
    <span className="alarm-incident" data-testid="alarm-incident" data-count={count}>
      <Button
        type="button"
        text
        size="small"
        className="p-1"
        aria-expanded={open}
        aria-label={t(open ? "incidents.hideAlarms" : "incidents.showAlarms", { name: alarm.name, count })}
        onClick={(event) => {
          // The row itself opens the details.
          event.stopPropagation();
          setOpen((value) => !value);
        }}
      >
        <Tag severity={lead.kind === "FLOOD" ? "danger" : "warning"} icon={`pi ${open ? "pi-chevron-down" : "pi-chevron-right"}`} value={label} />
      </Button>
      {open && (
        <ul className="list-none p-0 m-0 mt-1 flex flex-column gap-1" data-testid="incident-alarms" onClick={(event) => event.stopPropagation()}>
          {details.isPending && <li className="muted">{t("incidents.loading")}</li>}
          {details.isError && <li className="p-error">{t("incidents.loadError")}</li>}
          {members.slice(0, SHOWN_ALARMS).map((member) => (
            <li key={member.id} className="flex align-items-center gap-2 flex-wrap" data-testid="incident-alarm">
              <AlarmStatusTag status={member.status} />
              <span className="flex flex-column">
                <span>{member.name}</span>
                <small className="muted">{formatDateTime(member.triggeredAt)}</small>
              </span>
              {member.follows && (
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-sign-out"
                  label={t("incidents.takeOut")}
                  title={t("incidents.takeOutTitle")}
                  loading={takeOut.isPending && takeOut.variables === member.id}
                  onClick={() => takeOut.mutate(member.id)}
                />
              )}
            </li>
          ))}
          {members.length > SHOWN_ALARMS && <li className="muted">{t("incidents.more", { count: count - 1 - SHOWN_ALARMS })}</li>}
          {takeOut.isError && <li className="p-error">{t("incidents.takeOutFailed")}</li>}
        </ul>
      )}
    </span>
  );
}
