import type { NotificationChannel } from "@alarm/contract";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { phraseText } from "../../../lib/phrase-text";

/** Each device type's channel: how its messages leave (SMTP, an HTTP gateway, SMPP …), where to, and what is missing. */
export function ChannelList({ channels }: { channels: NotificationChannel[] }) {
  const { t } = useTranslation();
  return (
    <section className="stack gap-xs" aria-labelledby="dashboard-channels-title">
      <strong id="dashboard-channels-title">{t("dashboard.resources.channels")}</strong>
      <ul className="bare-list stack gap-s">
        {channels.map((channel) => (
          <li key={channel.deviceType} className="cluster spread gap-s" data-device-type={channel.deviceType}>
            <span>
              {t(`dashboard.deviceTypes.${channel.deviceType}`)}: {t(`dashboard.resources.transports.${channel.transport}`)}
              {channel.address && <span className="muted"> · {channel.address}</span>}
              {channel.problem && <span className="muted"> · {phraseText(t, channel.problem, null)}</span>}
            </span>
            {channel.configured ? (
              <Tag className="keep" severity="success" value={t("dashboard.resources.configured")} />
            ) : (
              <Tag className="keep" severity="warning" value={t("dashboard.resources.notConfigured")} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
