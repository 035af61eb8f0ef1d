import { ConfirmDialog } from "primereact/confirmdialog";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker, type Location } from "react-router-dom";

const ReportUnsaved = createContext<(dirty: boolean) => void>(() => undefined);

/** For a form that says itself when its changes become unsaved or saved: the editor's report. */
export const useUnsavedReporter = () => useContext(ReportUnsaved);

/** A form tells the editor around it (if any) whether it holds changes that are not saved. */
export function useReportUnsaved(dirty: boolean) {
  const report = useContext(ReportUnsaved);
  useEffect(() => report(dirty), [report, dirty]);
  useEffect(() => () => report(false), [report]);
}

/** The question before unsaved changes are thrown away: Discard, or Keep editing (also Esc and its close button). */
function DiscardConfirm({ visible, onDiscard, onKeep }: { visible: boolean; onDiscard: () => void; onKeep: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      group="unsaved-changes"
      visible={visible}
      onHide={(result) => result !== "accept" && onKeep()}
      header={t("common.discardHeader")}
      message={t("common.discardText")}
      icon="pi pi-exclamation-triangle"
      defaultFocus="reject"
      acceptLabel={t("common.discard")}
      rejectLabel={t("common.keepEditing")}
      acceptClassName="p-button-danger"
      accept={onDiscard}
    />
  );
}

/** Another object or another screen: a new tab of the same object (`?tab=`) leaves nothing. */
const leavesObject = (current: Location, next: Location) =>
  current.pathname !== next.pathname || new URLSearchParams(current.search).get("id") !== new URLSearchParams(next.search).get("id");

/**
 * Around an editor: while its form reports unsaved changes, any way out of it asks before they are
 * thrown away. Closing an editor is navigating to its list, so Esc, the close button, a click
 * outside, a link of the menu and the browser's back all meet the same question.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const dirty = useRef(false);
  const report = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.current && leavesObject(currentLocation, nextLocation));
  return (
    <ReportUnsaved.Provider value={report}>
      {children}
      <DiscardConfirm visible={blocker.state === "blocked"} onDiscard={() => blocker.proceed?.()} onKeep={() => blocker.reset?.()} />
    </ReportUnsaved.Provider>
  );
}

/**
 * For an editor in a dialog: `close` (the dialog's onHide: Esc, its close button) asks before
 * discarding what the form inside `wrap` reported unsaved, then calls `onClose`.
 */
export function useDiscardGuard(onClose: () => void) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const report = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const close = () => (dirty.current ? setAsking(true) : onClose());
  const wrap = (form: ReactNode) => (
    <ReportUnsaved.Provider value={report}>
      {form}
      <DiscardConfirm
        visible={asking}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
        onKeep={() => setAsking(false)}
      />
    </ReportUnsaved.Provider>
  );
  return { close, wrap };
}
