import type { TFunction } from "i18next";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../lib/format";
import type { QueuedAlarm } from "../lib/offline-queue";
import { queue } from "../services";

/** No connection: what is shown is the answer kept from `savedAt`. */
export function OfflineBanner({ savedAt }: { savedAt: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="banner banner--offline" role="status">
      <i className="pi pi-wifi" aria-hidden="true" />
      <span>{savedAt ? t("offline.lastUpdated", { time: formatTime(savedAt) }) : t("offline.title")}</span>
    </div>
  );
}

/** Alarms raised offline, waiting to be sent. */
export function QueueBanner() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(queue.subscribe, queue.list);
  if (items.length === 0) return null;
  return (
    <div className="banner banner--queue" role="status">
      <i className="pi pi-clock" aria-hidden="true" />
      <ul>
        {items.map((item) => (
          <li key={item.requestId}>{describe(item, t)}</li>
        ))}
      </ul>
    </div>
  );
}

function describe(item: QueuedAlarm, t: TFunction): string {
  const time = formatTime(item.queuedAt);
  return item.kind === "sos" ? t("offline.sosQueued", { time }) : t("offline.triggerQueued", { app: t(`appTypes.${item.appType}`), time });
}
