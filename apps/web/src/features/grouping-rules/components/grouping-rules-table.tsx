import type { GroupingRule } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { EnabledSwitch } from "../../../components/object-list/enabled-switch";
import { RowIconButton } from "../../../components/object-list/row-icon-button";
import { partText, pointsText, sourcesText } from "../model/rule-summary";

interface GroupingRulesTableProps {
  rules: GroupingRule[];
  emptyMessage: string;
  pointName: (id: number) => string | undefined;
  /** The rule being switched on or off. */
  toggling: number | null;
  onToggle: (rule: GroupingRule) => void;
  onEdit: (rule: GroupingRule) => void;
  onDelete: (rule: GroupingRule) => void;
}

/** The rules: name and organization, on/off, which alarms they take, what those must share, the window, the open incidents and the row's buttons. */
export function GroupingRulesTable({ rules, emptyMessage, pointName, toggling, onToggle, onEdit, onDelete }: GroupingRulesTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      className="object-list-table grouping-rules-table"
      value={rules}
      dataKey="id"
      // The cells show more than the row (point names, a busy switch): they are drawn again on every change.
      cellMemo={false}
      pt={{ bodyRow: ({ context }: { context: { index: number } }) => ({ "data-testid": "grouping-rule-row", "data-rule-id": rules[context.index]?.id }) }}
      emptyMessage={emptyMessage}
      stripedRows
      size="small"
      tableStyle={{ minWidth: "62rem" }}
      aria-label={t("groupingRules.title")}
    >
      <Column
        header={t("groupingRules.columns.name")}
        body={(rule: GroupingRule) => (
          <span className="stack gap-xs">
            <Link to={`/grouping-rules/${rule.id}`} data-testid="grouping-rule-name" className="breakable">
              {rule.name}
            </Link>
            <small className="muted">{rule.orgName}</small>
          </span>
        )}
      />
      <Column
        header={t("groupingRules.columns.enabled")}
        body={(rule: GroupingRule) => (
          <EnabledSwitch
            checked={rule.enabled}
            disabled={toggling !== null}
            label={t("groupingRules.list.enabledLabel", { name: rule.name })}
            texts={{ on: t("groupingRules.list.on"), off: t("groupingRules.list.off") }}
            testId="grouping-rule-row-enabled"
            onToggle={() => onToggle(rule)}
          />
        )}
      />
      <Column
        header={t("groupingRules.columns.takes")}
        body={(rule: GroupingRule) => (
          <span className="stack gap-xs" data-testid="grouping-rule-takes">
            <span className="breakable">{pointsText(rule.alarmPointIds, pointName, t, i18n.language)}</span>
            <small className="muted">{sourcesText(rule.integrationKeyIds, t)}</small>
          </span>
        )}
      />
      <Column
        header={t("groupingRules.columns.groupBy")}
        body={(rule: GroupingRule) =>
          rule.groupBy.length === 0 ? (
            <span className="muted">{t("groupingRules.summary.allTogether")}</span>
          ) : (
            <ul className="bare-list stack gap-xs" data-testid="grouping-rule-group-by">
              {rule.groupBy.map((part, index) => (
                <li key={index} className="breakable">
                  {partText(part, t)}
                </li>
              ))}
            </ul>
          )
        }
      />
      <Column header={t("groupingRules.columns.window")} body={(rule: GroupingRule) => t("groupingRules.list.window", { minutes: rule.windowMinutes })} />
      <Column
        header={t("groupingRules.columns.openIncidents")}
        body={(rule: GroupingRule) => (
          <Tag
            severity={rule.openIncidents > 0 ? "warning" : "secondary"}
            value={rule.openIncidents}
            title={t("groupingRules.list.openIncidents", { count: rule.openIncidents })}
            data-testid="grouping-rule-open-incidents"
          />
        )}
      />
      <Column
        header={<span className="visually-hidden">{t("groupingRules.columns.tools")}</span>}
        body={(rule: GroupingRule) => (
          <span className="row">
            <RowIconButton
              icon="pi-pencil"
              label={t("groupingRules.list.edit", { name: rule.name })}
              onClick={() => onEdit(rule)}
              testId="grouping-rule-edit"
            />
            <RowIconButton
              icon="pi-trash"
              label={t("groupingRules.list.delete", { name: rule.name })}
              onClick={() => onDelete(rule)}
              danger
              testId="grouping-rule-delete"
            />
          </span>
        )}
      />
    </DataTable>
  );
}
