import { useTranslation } from "react-i18next";
import { ObjectListScreen } from "../../../components/object-list/object-list-screen";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import {
  ALARM_TEMPLATE_SORT_FIELDS,
  ALARM_TEMPLATES_PAGE_SIZE,
  useAlarmTemplatesList,
  type AlarmTemplateRow,
  type AlarmTemplateSortField,
} from "../api/templates-list";
import { ALARM_TEMPLATE_COLUMNS } from "./template-columns";
import { TemplateEditor } from "./template-editor";
import { useConfirmDeleteTemplate } from "./use-delete-template";

type ColumnKey = (typeof ALARM_TEMPLATE_COLUMNS)[number]["key"];
const SHOWN_COLUMNS = ALARM_TEMPLATE_COLUMNS.map((column) => column.key);

/** The paged table with its toolbar, and the editor that ?id= opens. */
export function AlarmTemplatesScreen() {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const state = useObjectListState<AlarmTemplateRow, AlarmTemplateSortField, ColumnKey>({ initialSort: { field: "name", order: "ASCENDING" } });
  const list = useAlarmTemplatesList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);

  // This screen has no {id} segment (docs/domain-rules.md#screens): the editor is opened by ?id=new or ?id=42.
  const { target, open, close, gone } = useListEditor("/alarm-templates", state, { inQuery: true });
  const confirmDelete = useConfirmDeleteTemplate(gone);

  return (
    <>
      <ObjectListScreen
        name="alarm-templates"
        section="alarmTemplates"
        list={list}
        state={state}
        table={{
          className: "alarm-templates-table",
          sortFields: ALARM_TEMPLATE_SORT_FIELDS,
          pageSize: ALARM_TEMPLATES_PAGE_SIZE,
          minWidth: "36rem",
          emptyMessage: state.filterValue ? t("alarmTemplates.table.noMatch") : undefined,
        }}
        columns={ALARM_TEMPLATE_COLUMNS}
        shownColumns={SHOWN_COLUMNS}
        cellClassName={(key) => (key === "icon" ? "alarm-templates-table__icon-cell" : undefined)}
        onOpen={(row) => open(row.id)}
        onNew={() => open(NEW_SEGMENT)}
        onEdit={(row) => open(row.id)}
        onDelete={confirmDelete}
      />
      {target && <TemplateEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
