import { parseIcon } from "@alarm/contract";
import { Link } from "react-router-dom";
import type { ObjectListColumn } from "../../../components/object-list/object-list-table";
import type { AlarmTemplateRow, AlarmTemplateSortField } from "../api/templates-list";

export const ALARM_TEMPLATE_COLUMNS: readonly ObjectListColumn<AlarmTemplateRow, "icon" | "name" | "plan" | "organization", AlarmTemplateSortField>[] = [
  {
    key: "icon",
    headerKey: "alarmTemplates.columns.icon",
    // An icon that cannot be read shows as a neutral placeholder rather than a guess.
    body: (row, t) => {
      const icon = parseIcon(row.iconText);
      return icon ? (
        <i
          className={`pi pi-${icon.name} alarm-templates-table__icon`}
          style={{ color: icon.color }}
          title={icon.color}
          role="img"
          aria-label={t("alarmTemplates.columns.iconOf", { name: icon.name, color: icon.color })}
        />
      ) : (
        <i
          className="pi pi-question-circle alarm-templates-table__icon alarm-templates-table__icon--none"
          title={t("alarmTemplates.columns.noIcon")}
          role="img"
          aria-label={t("alarmTemplates.columns.noIcon")}
        />
      );
    },
  },
  {
    key: "name",
    headerKey: "alarmTemplates.columns.name",
    sortField: "name",
    body: (row) => (
      <Link className="alarm-templates-table__name" to={`/alarm-templates?id=${row.id}`}>
        {row.name}
      </Link>
    ),
  },
  {
    key: "plan",
    headerKey: "alarmTemplates.columns.plan",
    body: (row, t) => row.alarmPlanName ?? <span className="alarm-templates-table__none muted">{t("alarmTemplates.columns.noPlan")}</span>,
  },
  { key: "organization", headerKey: "alarmTemplates.columns.organization", sortField: "orgName", body: (row) => row.orgName },
];
