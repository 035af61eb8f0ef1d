import type { AlarmPoint } from "@alarm/contract";
import { SectionObjectOrganization } from "../../../components/organization-picker/object-organization";
import { alarmPointsQueryKey } from "../api/query-keys";

export const POINT_ORGANIZATION_ID = "alarm-point-organization";

/** A saved point's organization: shown read-only, changed only by moving the point (PUT /move). */
export function PointOrganization({ point, disabled, readOnly }: { point: AlarmPoint; disabled: boolean; readOnly: boolean }) {
  return (
    <SectionObjectOrganization
      id={POINT_ORGANIZATION_ID}
      section="alarmPoints"
      names={{ name: point.name }}
      object={point}
      objectType="ALARMPOINT"
      queryKey={alarmPointsQueryKey}
      disabled={disabled}
      readOnly={readOnly}
      inline
    />
  );
}
