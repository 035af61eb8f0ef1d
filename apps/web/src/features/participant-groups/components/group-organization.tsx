import type { ParticipantGroup } from "@alarm/contract";
import { useQueryClient } from "@tanstack/react-query";
import { SectionObjectOrganization } from "../../../components/organization-picker/object-organization";
import { selectorKeys } from "../../../components/participant-selector/selector-queries";
import { participantGroupsQueryKey } from "../api/query-keys";

/** An existing group's organization: shown read-only, changed only by moving the group (PUT /move). */
export function GroupOrganization({ group, disabled }: { group: ParticipantGroup; disabled?: boolean }) {
  const queryClient = useQueryClient();
  return (
    <SectionObjectOrganization
      id="group-organization"
      section="participantGroups"
      names={{ name: group.name }}
      object={group}
      objectType="PARTICIPANT_GROUP"
      queryKey={participantGroupsQueryKey}
      disabled={disabled}
      inline
      // The participant selectors list groups with their organization.
      onMoved={() => void queryClient.invalidateQueries({ queryKey: selectorKeys.all })}
    />
  );
}
