import type { Role } from "@alarm/contract";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
import type { EditorTarget } from "../../../lib/editor-target";
import { useRole } from "../api/role";
import { RoleForm } from "./role-form";

interface RoleEditorProps {
  target: EditorTarget;
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** The side panel of /user-groups/new and /user-groups/{id}. */
export function RoleEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: RoleEditorProps) {
  const loaded = useRole(target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="role-editor"
      section="roles"
      history="roles"
      target={target}
      loaded={loaded}
      titleValues={(role) => ({ name: role.name })}
      notFoundIcon="pi-key"
      onClose={onClose}
    >
      {(role) => <RoleForm role={role} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />}
    </ObjectEditorPanel>
  );
}
