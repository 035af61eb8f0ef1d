import type { DeviceType } from "@alarm/contract";
import type { TFunction } from "i18next";
import type { SelectorRow } from "./selector-tree";

export const DEVICE_ICONS: Record<DeviceType, string> = {
  VOICE: "pi-phone",
  SMS: "pi-comment",
  EMAIL: "pi-envelope",
  PUSH: "pi-bell",
  APP: "pi-mobile",
};

/** What a row of the selector's tree shows after its toggler and check: icon, name and details by kind. */
export function RowContent({ row, t }: { row: SelectorRow; t: TFunction }) {
  switch (row.kind) {
    case "folder":
      return (
        <>
          <i className="pi pi-folder ps-row__icon muted" aria-hidden="true" />
          <span className="ps-row__label">{t("participantSelector.manualCalls")}</span>
          <span className="ps-row__meta muted">{row.count}</span>
        </>
      );
    case "organization":
      return (
        <>
          <i className={`pi ${row.isRoot ? "pi-sitemap" : "pi-building"} ps-row__icon muted`} aria-hidden="true" />
          <span className="ps-row__label ps-row__label--org">{row.org.name}</span>
        </>
      );
    case "group":
      return (
        <>
          <i className="pi pi-users ps-row__icon muted" aria-hidden="true" />
          <span className="ps-row__label">{row.group.name}</span>
          <span className="ps-row__meta muted">{t("participantSelector.memberCount", { count: row.group.memberCount })}</span>
        </>
      );
    case "participant":
      return (
        <>
          <i className="pi pi-user ps-row__icon muted" aria-hidden="true" />
          <span className="ps-row__label">{row.participant.fullName}</span>
          {row.participant.shortName && <span className="ps-row__meta muted">{row.participant.shortName}</span>}
          <span className="ps-row__devices muted">
            {row.participant.deviceTypes.map((type, index) => (
              <i key={`${type}-${index}`} className={`pi ${DEVICE_ICONS[type]}`} title={t(`participantSelector.deviceTypes.${type}`)} aria-hidden="true" />
            ))}
          </span>
        </>
      );
    case "adhoc":
      return (
        <>
          <i className="pi pi-phone ps-row__icon muted" aria-hidden="true" />
          <span className="ps-row__label">{row.entry.title}</span>
        </>
      );
    case "status":
      return (
        <span className="ps-row__label ps-row__status inline-cluster">
          {row.status === "loading" && <i className="pi pi-spin pi-spinner" aria-hidden="true" />}
          {row.status === "failed" && <i className="pi pi-exclamation-triangle" aria-hidden="true" />} {t(`participantSelector.rowStatus.${row.status}`)}
        </span>
      );
  }
}
