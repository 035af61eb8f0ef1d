import { useTranslation } from "react-i18next";
import { DutyDays } from "./duty-days";
import { DutyFeedPanel } from "./duty-feed-panel";
import { DutyOverridesList } from "./duty-overrides-list";
import { useParticipantOnCall } from "./on-call-api";
import { OnCallNoAccess, OnCallState, useScheduleAdmin } from "./on-call-state";
import { runningDutySpan } from "./override-form-model";
import { useOverrideDialog } from "./use-override-dialog";
import "./on-call.css";

interface ParticipantDutiesProps {
  participant: { id: number; orgId: number; fullName: string };
}

/** A participant's duties in the next 14 days, the overrides they are part of, and their iCal feed. */
export function ParticipantDuties({ participant }: ParticipantDutiesProps) {
  const { t } = useTranslation();
  const allowed = useScheduleAdmin();
  const duties = useParticipantOnCall(participant.id, allowed);
  const overrideDialog = useOverrideDialog(participant.orgId);
  if (!allowed) return <OnCallNoAccess />;

  return (
    <div className="on-call stack gap-xl">
      <OnCallState query={duties} allowed={allowed} errorTitle={t("onCall.duties.loadError")}>
        {(data) => <DutyDays onCall={data} />}
      </OnCallState>
      <DutyOverridesList
        filter={{ participantId: participant.id }}
        onAdd={() =>
          overrideDialog.open({ participantId: participant.id, participantName: participant.fullName, ...runningDutySpan(duties.data?.duties ?? []) })
        }
      />
      <DutyFeedPanel participant={participant} allowed={allowed} />
      {overrideDialog.dialog}
    </div>
  );
}
