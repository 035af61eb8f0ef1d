import type { InstructionFile, InstructionFileGroup } from "@alarm/contract";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { FileIcon } from "./file-icon";
import { formatFileSize } from "./file-size";
import type { AttachmentView } from "./view-preference";

export interface FileClick {
  toggle: boolean;
  range: boolean;
}

interface FileGroupsProps {
  groups: readonly InstructionFileGroup[];
  view: AttachmentView;
  selection: ReadonlySet<string>;
  onClick: (file: InstructionFile, how: FileClick) => void;
  onOpen: (file: InstructionFile) => void;
}

/** The files grouped by organization, as cards (grid) or as table rows (list). */
export function FileGroups(props: FileGroupsProps) {
  return props.view === "grid" ? <FileGrid {...props} /> : <FileTable {...props} />;
}

/** Click selects, Ctrl/Cmd-click adds or removes, Shift-click selects a range, double-click downloads. */
function fileHandlers(file: InstructionFile, { onClick, onOpen }: FileGroupsProps) {
  return {
    onClick: (event: MouseEvent) => onClick(file, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey }),
    onDoubleClick: () => onOpen(file),
  };
}

function SelectBox({ file, selected, onClick }: { file: InstructionFile; selected: boolean; onClick: FileGroupsProps["onClick"] }) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      className="file-select"
      checked={selected}
      aria-label={t("attachments.select", { name: file.name })}
      onClick={(event) => event.stopPropagation()}
      onChange={() => onClick(file, { toggle: true, range: false })}
    />
  );
}

function FileGrid(props: FileGroupsProps) {
  const { i18n } = useTranslation();
  return (
    <div className="file-groups stack file-groups--grid">
      {props.groups.map((group) => (
        <section key={group.orgId} className="file-group" aria-labelledby={`file-group-${group.orgId}`}>
          <GroupTitle group={group} />
          <ul className="file-grid bare-list">
            {group.files.map((file) => {
              const selected = props.selection.has(file.path);
              return (
                <li
                  key={file.id}
                  className={`file-card stack gap-s${selected ? " file-card--selected" : ""}`}
                  data-path={file.path}
                  {...fileHandlers(file, props)}
                >
                  <SelectBox file={file} selected={selected} onClick={props.onClick} />
                  <FileIcon type={file.type} />
                  <span className="file-card__name breakable" title={file.name}>
                    {file.name}
                  </span>
                  <span className="file-card__meta muted">
                    {file.type.toUpperCase()} · {formatFileSize(file.size, i18n.language)}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FileTable(props: FileGroupsProps) {
  const { t, i18n } = useTranslation();
  return (
    <table className="file-table file-groups--list">
      <thead>
        <tr>
          <th scope="col" className="file-table__select">
            <span className="visually-hidden">{t("attachments.columns.selected")}</span>
          </th>
          <th scope="col">{t("attachments.columns.name")}</th>
          <th scope="col">{t("attachments.columns.type")}</th>
          <th scope="col" className="file-table__number">
            {t("attachments.columns.size")}
          </th>
          <th scope="col">{t("attachments.columns.uploaded")}</th>
        </tr>
      </thead>
      {props.groups.map((group) => (
        <tbody key={group.orgId} aria-labelledby={`file-group-${group.orgId}`}>
          <tr className="file-table__group">
            <th colSpan={5} scope="colgroup">
              <GroupTitle group={group} />
            </th>
          </tr>
          {group.files.map((file) => {
            const selected = props.selection.has(file.path);
            return (
              <tr key={file.id} className={`file-row${selected ? " file-row--selected" : ""}`} data-path={file.path} {...fileHandlers(file, props)}>
                <td className="file-table__select">
                  <SelectBox file={file} selected={selected} onClick={props.onClick} />
                </td>
                <td>
                  <span className="file-row__name breakable inline-cluster">
                    <FileIcon type={file.type} size="small" />
                    {file.name}
                  </span>
                </td>
                <td>{file.type.toUpperCase()}</td>
                <td className="file-table__number">{formatFileSize(file.size, i18n.language)}</td>
                <td>{formatDateTime(file.uploadedAt)}</td>
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}

function GroupTitle({ group }: { group: InstructionFileGroup }) {
  const { t } = useTranslation();
  return (
    <h2 className="file-group__title cluster" id={`file-group-${group.orgId}`}>
      <i className="pi pi-building" aria-hidden="true" />
      {group.orgName}
      <span className="file-group__count muted">{t("attachments.fileCount", { count: group.files.length })}</span>
    </h2>
  );
}
