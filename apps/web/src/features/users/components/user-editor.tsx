import type { User } from "@alarm/contract";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
import type { EditorTarget } from "../../../lib/editor-target";
import { useUser } from "../api/user";
import { UserForm } from "./user-form";

interface UserEditorProps {
  target: EditorTarget;
  /** The organization a new user starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (user: User) => void;
  onDelete: (user: User) => void;
}

/** The side panel of /users/new and /users/{id}. */
export function UserEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: UserEditorProps) {
  const loaded = useUser(target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="user-editor"
      section="users"
      history="users"
      target={target}
      loaded={loaded}
      titleValues={(user) => ({ login: user.login })}
      notFoundIcon="pi-user-minus"
      onClose={onClose}
    >
      {(user) => <UserForm user={user} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />}
    </ObjectEditorPanel>
  );
}
