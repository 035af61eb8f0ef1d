import type { MaintenanceWindow } from "@alarm/contract";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
import type { EditorTarget } from "../../../lib/editor-target";
import { useMaintenanceWindow } from "../api/maintenance-windows";
import { WindowForm, type NewWindowDefaults } from "./window-form";

interface WindowEditorProps {
  target: EditorTarget;
  defaults: NewWindowDefaults;
  onClose: () => void;
  onSaved: (window: MaintenanceWindow) => void;
  onDelete: (window: MaintenanceWindow) => void;
}

/** The side panel of /maintenance-windows?id=new and ?id={id}. */
export function WindowEditor({ target, defaults, onClose, onSaved, onDelete }: WindowEditorProps) {
  const loaded = useMaintenanceWindow(target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="maintenance-window-editor"
      section="maintenance"
      history="maintenance_windows"
      target={target}
      loaded={loaded}
      titleValues={(window) => ({ name: window.name })}
      notFoundIcon="pi-wrench"
      onClose={onClose}
    >
      {(window) => <WindowForm window={window} defaults={defaults} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />}
    </ObjectEditorPanel>
  );
}
