import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
import type { EditorTarget } from "../../../lib/editor-target";
import { useSchedule } from "../api/schedule";
import { ScheduleForm, type ScheduleActions } from "./schedule-form";
import type { AnyScheduleKind } from "./schedule-kinds";

interface ScheduleEditorProps extends ScheduleActions {
  kind: AnyScheduleKind;
  target: EditorTarget;
  /** The organization a new schedule starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
}

/** The side panel of <route>?id=new and <route>?id={id}. */
export function ScheduleEditor({ kind, target, defaultOrgId, onClose, ...actions }: ScheduleEditorProps) {
  const loaded = useSchedule(kind.api, target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="schedule-editor"
      section={kind.section}
      history={kind.table}
      target={target}
      loaded={loaded}
      titleValues={(schedule) => ({ name: schedule.name })}
      notFoundIcon={kind.icon}
      onClose={onClose}
    >
      {(schedule) => <ScheduleForm kind={kind} schedule={schedule} defaultOrgId={defaultOrgId} onCancel={onClose} {...actions} />}
    </ObjectEditorPanel>
  );
}
