import type { AuditedObjectType } from "@alarm/contract";
import { Button } from "primereact/button";
import { Panel } from "primereact/panel";
import { Skeleton } from "primereact/skeleton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import { formatPreciseDateTime } from "../../lib/format-date";
import { useCurrentUser } from "../../lib/use-session";
import { StateCard } from "../state-card";
import { useObjectHistory } from "./audit-api";
import { ChangeEntry } from "./change-entries";
import "./change-history.css";

interface ChangeHistoryPanelProps {
  objectType: AuditedObjectType;
  objectId: number;
}

/**
 * "History of changes" of an editor, folded above its buttons (never below them): who changed the object (and its parts) when and
 * from where, with the fields before and after. Read when opened; shown to holders of AUDIT_LOG.
 */
export function ChangeHistoryPanel({ objectType, objectId }: ChangeHistoryPanelProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const history = useObjectHistory(objectType, objectId, open);
  if (!user?.authorities.includes("AUDIT_LOG")) return null;

  let body;
  if (history.isPending) {
    body = <Skeleton height="4rem" />;
  } else if (history.isError) {
    body = (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("audit.history.loadError")}
        text={isApiError(history.error) ? history.error.reason : undefined}
      >
        <Button label={t("audit.retry")} icon="pi pi-refresh" text onClick={() => void history.refetch()} />
      </StateCard>
    );
  } else if (history.data.list.length === 0) {
    body = <StateCard icon="pi-history" title={t("audit.history.empty")} text={t("audit.history.emptyText")} />;
  } else {
    body = (
      <ol className="stack gap-m bare-list">
        {history.data.list.map((change) => (
          <li key={change.changeId} className="stack gap-s change-history__change" data-testid="change">
            <div className="cluster gap-s muted">
              <i className="pi pi-clock" aria-hidden="true" />
              <span>{formatPreciseDateTime(change.at)}</span>
              <span>{change.actorLogin ? t("audit.by", { login: change.actorLogin }) : t("audit.bySystem")}</span>
              {change.address && <span>{t("audit.from", { address: change.address })}</span>}
            </div>
            {change.entries.map((entry) => (
              <ChangeEntry key={entry.id} entry={entry} />
            ))}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Panel
      className="change-history"
      header={t("audit.history.title")}
      toggleable
      collapsed={!open}
      onToggle={(event) => setOpen(!event.value)}
      pt={{ toggler: { "aria-label": t("audit.history.title") } }}
    >
      {open && body}
    </Panel>
  );
}
