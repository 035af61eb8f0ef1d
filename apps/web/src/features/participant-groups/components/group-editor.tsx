import type { ParticipantGroup } from "@alarm/contract";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
import type { EditorTarget } from "../../../lib/editor-target";
import { useGroup } from "../api/group";
import { GroupForm } from "./group-form";

interface GroupEditorProps {
  target: EditorTarget;
  /** The organization a new group starts in. */
  defaultOrgId: number | null;
  onClose: () => void;
  onSaved: (group: ParticipantGroup) => void;
  onDelete: (group: ParticipantGroup) => void;
}

/** The side panel of /participant-groups/new and /participant-groups/{id}. */
export function GroupEditor({ target, defaultOrgId, onClose, onSaved, onDelete }: GroupEditorProps) {
  const loaded = useGroup(target.kind === "existing" ? target.id : null);
  return (
    <ObjectEditorPanel
      className="group-editor"
      section="participantGroups"
      history="participant_groups"
      target={target}
      loaded={loaded}
      titleValues={(group) => ({ name: group.name })}
      onClose={onClose}
    >
      {(group) => <GroupForm group={group} defaultOrgId={defaultOrgId} onSaved={onSaved} onCancel={onClose} onDelete={onDelete} />}
    </ObjectEditorPanel>
  );
}
