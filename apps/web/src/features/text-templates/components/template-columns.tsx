import { PARTICIPANT_LANGUAGES } from "@alarm/contract";
import { Link } from "react-router-dom";
import type { ObjectListColumn } from "../../../components/object-list/object-list-table";
import type { TextTemplateRow, TextTemplateSortField } from "../api/templates-list";

export const TEXT_TEMPLATE_COLUMN_KEYS = ["name", "text", "languages", "description", "organization"] as const;
export type TextTemplateColumnKey = (typeof TEXT_TEMPLATE_COLUMN_KEYS)[number];
export const DEFAULT_TEXT_TEMPLATE_COLUMNS: readonly TextTemplateColumnKey[] = ["name", "text", "languages", "organization"];
/** The table's name in localStorage `columns.<table>`. */
export const TEXT_TEMPLATES_TABLE = "textTemplates";

const LANGUAGE_CODES = { ENGLISH: "EN", GERMAN: "DE", CZECH: "CS" } as const;

export const TEXT_TEMPLATE_COLUMNS: readonly ObjectListColumn<TextTemplateRow, TextTemplateColumnKey, TextTemplateSortField>[] = [
  {
    key: "name",
    headerKey: "textTemplates.columns.name",
    sortField: "name",
    body: (row) => (
      <Link className="text-templates-table__name" to={`/text-templates?id=${row.id}`}>
        {row.name}
      </Link>
    ),
  },
  {
    key: "text",
    headerKey: "textTemplates.columns.text",
    body: (row) => <span className="object-list-table__clamped">{row.texts ? row.texts.ENGLISH.subject || row.texts.ENGLISH.body : ""}</span>,
  },
  {
    key: "languages",
    headerKey: "textTemplates.columns.languages",
    // The languages with a text of their own; the others send the English one.
    body: (row, t) => (
      <span className="text-templates-table__languages">
        {PARTICIPANT_LANGUAGES.filter((language) => row.texts?.[language].body).map((language) => (
          <abbr key={language} title={t(`languages.${language}`)} className="text-templates-table__language">
            {LANGUAGE_CODES[language]}
          </abbr>
        ))}
      </span>
    ),
  },
  {
    key: "description",
    headerKey: "textTemplates.columns.description",
    body: (row) => <span className="object-list-table__clamped">{row.description ?? ""}</span>,
  },
  { key: "organization", headerKey: "textTemplates.columns.organization", sortField: "orgName", body: (row) => row.orgName },
];
