import { useTranslation } from "react-i18next";
import { useAlarmPointOnCall } from "./on-call-api";
import { OnCallDays } from "./on-call-days";
import { OnCallState, useScheduleAdmin } from "./on-call-state";
import { DutyOverridesList } from "./duty-overrides-list";
import { useOverrideDialog } from "./use-override-dialog";
import "./on-call.css";

interface OnCallTimelineProps {
  alarmPointId: number;
  /** The alarm point's organization: who may cover is chosen among the participants it may name. */
  orgId: number;
}

/** "Who is on duty" for an alarm point: the next 14 days with their coverage gaps, and the overrides of its people. */
export function OnCallTimeline({ alarmPointId, orgId }: OnCallTimelineProps) {
  const { t } = useTranslation();
  const allowed = useScheduleAdmin();
  const onCall = useAlarmPointOnCall(alarmPointId, allowed);
  const overrideDialog = useOverrideDialog(orgId);

  return (
    <div className="on-call stack gap-l">
      <OnCallState query={onCall} allowed={allowed} errorTitle={t("onCall.loadError")}>
        {(data) => (
          <OnCallDays
            onCall={data}
            onOverride={(person, interval) =>
              overrideDialog.open({ participantId: person.participantId, participantName: person.name, from: interval.from, to: interval.to })
            }
          />
        )}
      </OnCallState>
      {allowed && <DutyOverridesList filter={{ alarmPointId }} onAdd={() => overrideDialog.open({})} />}
      {overrideDialog.dialog}
    </div>
  );
}
