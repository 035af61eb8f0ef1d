import type { TriggerAlarmResponse } from "@alarm/contract";
import { useState } from "react";
import { useTriggerAlarm } from "../../../components/alarm-trigger/trigger-api";
import { delayOf } from "../../../components/alarm-trigger/trigger-checks";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useGroupSizes } from "../api/group-sizes";
import {
  checkManualCallForm,
  newManualCallForm,
  reachableCount,
  serverManualCallErrors,
  toManualCallRequest,
  type ManualCallField,
  type ManualCallForm as Values,
} from "../model/manual-call-form";

export const FIELD_IDS: Record<ManualCallField, string> = {
  name: "manual-call-name",
  orgId: "manual-call-organization",
  textTemplateId: "manual-call-textTemplateId",
  text: "manual-call-text",
  speechText: "manual-call-speechText",
  recipients: "manual-call-recipients",
  priority: "manual-call-priority",
  confirmPriority: "manual-call-confirmPriority",
  localAcknowledgeTime: "manual-call-localAcknowledgeTime",
  countRepeat: "manual-call-countRepeat",
  repeatBetween: "manual-call-repeatBetween",
  mediaUsageType: "manual-call-mediaUsageType",
  delayMinutes: "manual-call-delay",
};

type StartedHandler = (response: TriggerAlarmResponse, name: string, delayMinutes: number | undefined) => void;

/** The manual call's values and checks, how many people it reaches, and starting it after a confirmation. */
export function useManualCallForm(onStarted: StartedHandler) {
  const organization = useCurrentOrganization();
  const trigger = useTriggerAlarm();
  const groupSizes = useGroupSizes(true);
  const form = useObjectForm<Values, ManualCallField>({
    initial: () => newManualCallForm(organization),
    check: (values) => checkManualCallForm(values, reachableCount(values.recipients, groupSizes.data)),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverManualCallErrors,
  });
  const { values, handleSubmit, saveFailed } = form;
  const reachable = reachableCount(values.recipients, groupSizes.data);

  // Like the alarm panels, a call that alerts people is asked for once more before it starts.
  const [confirming, setConfirming] = useState(false);
  const submit = handleSubmit(() => setConfirming(true));
  const start = () =>
    trigger.mutate(toManualCallRequest(values), {
      onSuccess: (response) => onStarted(response, values.name.trim(), delayOf(values.delayMinutes)),
      onError: saveFailed,
    });

  return { ...form, reachable, submit, start, starting: trigger.isPending, confirming, stopConfirming: () => setConfirming(false) };
}

/** What the sections of the manual call form share. */
export type ManualCallFormState = ReturnType<typeof useManualCallForm>;
