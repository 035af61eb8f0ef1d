import type { AuditedObjectType } from "@alarm/contract";
import { Sidebar } from "primereact/sidebar";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import type { EditorTarget } from "../../lib/editor-target";
import { keepEscapeInOpenOverlay } from "../calendar-editor/overlay-escape";
import { ChangeHistoryPanel } from "../change-history/change-history-panel";
import { PageSpinner } from "../page-spinner";
import { StateCard } from "../state-card";
import { UnsavedChangesGuard } from "../unsaved-changes";
import "./object-list.css";

interface Editable {
  id: number;
  version: number;
  orgId: number;
}

export interface ObjectEditorPanelProps<T extends Editable> {
  /** The panel's class (e.g. `group-editor`), its title's `<className>__title`, beside the shared `object-editor`. */
  className: string;
  /** The translation section: `<section>.editor.{newTitle,editTitle,title,notFound,notFoundText,loadError}`. */
  section: string;
  target: EditorTarget;
  /** The object read for an existing target (a TanStack query result). */
  loaded: { data?: T; isError: boolean; error: unknown };
  /** What the edit title names, e.g. `{ name }` or `{ login }`. */
  titleValues: (object: T) => Record<string, string>;
  notFoundIcon?: string;
  /** The audit log's name of the object's table: a saved object's editor starts with its history of changes (folded), above the form and its buttons. */
  history?: AuditedObjectType;
  onClose: () => void;
  /** The form, without an object when creating one. */
  children: (object?: T) => ReactNode;
}

/**
 * The side panel that edits one object of a list screen (`<path>/new`, `<path>/{id}`): the form, or
 * why there is none (not found, not loaded) while the object is read. A dialog for assistive
 * technology; Esc closes an open drop-down or date picker in it first, and unsaved changes are
 * confirmed before it closes.
 */
export function ObjectEditorPanel<T extends Editable>({
  className,
  section,
  target,
  loaded,
  titleValues,
  notFoundIcon = "pi-question-circle",
  history,
  onClose,
  children,
}: ObjectEditorPanelProps<T>) {
  const { t } = useTranslation();
  const object = target.kind === "existing" ? loaded.data : undefined;
  const title =
    target.kind === "new" ? t(`${section}.editor.newTitle`) : object ? t(`${section}.editor.editTitle`, titleValues(object)) : t(`${section}.editor.title`);

  let body;
  if (target.kind === "new") {
    body = children();
  } else if (target.kind === "invalid" || (loaded.isError && isApiError(loaded.error, "NOT_FOUND"))) {
    body = <StateCard icon={notFoundIcon} title={t(`${section}.editor.notFound`)} text={t(`${section}.editor.notFoundText`)} />;
  } else if (loaded.isError) {
    body = (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t(`${section}.editor.loadError`)}
        text={isApiError(loaded.error) ? loaded.error.reason : undefined}
      />
    );
  } else if (!object) {
    body = <PageSpinner />;
  } else {
    // A fresh form for each version read from the server (after saving or moving).
    body = (
      <Fragment key={`${object.id}-${object.version}-${object.orgId}`}>
        {history && <ChangeHistoryPanel objectType={history} objectId={object.id} />}
        {children(object)}
      </Fragment>
    );
  }

  const titleId = `${className}-title`;
  return (
    <UnsavedChangesGuard>
      <Sidebar
        visible
        position="right"
        onHide={onClose}
        onKeyDown={keepEscapeInOpenOverlay}
        className={`object-editor ${className}`}
        header={
          <h2 id={titleId} className={`object-editor__title ${className}__title`}>
            {title}
          </h2>
        }
        blockScroll
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        {body}
      </Sidebar>
    </UnsavedChangesGuard>
  );
}
