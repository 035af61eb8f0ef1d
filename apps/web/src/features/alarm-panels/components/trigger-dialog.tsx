import type { TriggerAlarmResponse } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputTextarea } from "primereact/inputtextarea";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DelayField } from "../../../components/alarm-trigger/delay-field";
import { useConfirmedTrigger } from "../../../components/alarm-trigger/use-confirmed-trigger";
import { delayOf, MAX_TRIGGER_TEXT } from "../../../components/alarm-trigger/trigger-checks";
import { FormField, fieldAria } from "../../../components/form-field";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { describeError } from "../../../components/toast/describe-error";
import { isApiError } from "../../../lib/api-error";
import type { PanelPoint } from "../model/panel-point";
import { checkTriggerForm, emptyTriggerForm, serverTriggerErrors, toTriggerRequest, type TriggerField, type TriggerForm } from "../model/trigger-form";
import { PanelIcon } from "./panel-icon";

const FIELD_IDS: Record<TriggerField, string> = { text: "trigger-text", delayMinutes: "trigger-delay" };

interface TriggerDialogProps {
  point: PanelPoint;
  onHide: () => void;
  onTriggered: (response: TriggerAlarmResponse, delayMinutes: number | undefined) => void;
}

/** Asks before an alarm point is triggered: what it is, an optional added text and delay. */
export function TriggerDialog({ point, onHide, onTriggered }: TriggerDialogProps) {
  const { t, i18n } = useTranslation();
  const trigger = useConfirmedTrigger();
  // A refusal that belongs to no field (inactive plan, no access…) is shown in the dialog, beside the point it is about.
  const [failure, setFailure] = useState<string | null>(null);
  const form = useObjectForm<TriggerForm, TriggerField>({
    initial: emptyTriggerForm,
    check: checkTriggerForm,
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverTriggerErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit } = form;

  const submit = handleSubmit(() => {
    setFailure(null);
    trigger.send(toTriggerRequest(point.id, values), point.name, {
      onSuccess: (response) => onTriggered(response, delayOf(values.delayMinutes)),
      onError: (error) => {
        if (isApiError(error) && serverTriggerErrors(error.details)) form.saveFailed(error);
        else setFailure(isApiError(error) && error.reason && error.status >= 400 ? error.reason : describeError(error, i18n).detail);
      },
    });
  });

  const footer = (
    <div className="trigger-dialog__footer row end">
      <Button type="button" label={t("common.cancel")} outlined onClick={onHide} disabled={trigger.isPending} />
      <Button type="submit" form="trigger-form" label={t("alarmPanels.dialog.trigger")} icon="pi pi-megaphone" severity="danger" loading={trigger.isPending} />
    </div>
  );

  return (
    <Dialog
      visible
      header={t("alarmPanels.dialog.title")}
      onHide={onHide}
      footer={footer}
      className="trigger-dialog"
      style={{ width: "34rem" }}
      breakpoints={{ "640px": "95vw" }}
      closable={!trigger.isPending}
    >
      <form id="trigger-form" className="trigger-dialog__form stack gap-l" onSubmit={submit} noValidate>
        <div className="trigger-dialog__point cluster">
          <PanelIcon icon={point.icon} size="large" />
          <div>
            <h3 className="trigger-dialog__name">{point.name}</h3>
            <small className="trigger-dialog__org muted">{[point.orgName, point.systemId].filter(Boolean).join(" · ")}</small>
          </div>
        </div>
        {(point.text ?? point.description) && (
          <div className="trigger-dialog__text">
            <span className="trigger-dialog__label muted">{t(point.text ? "alarmPanels.dialog.alarmText" : "alarmPanels.dialog.description")}</span>
            <p>{point.text ?? point.description}</p>
          </div>
        )}
        <FormField id={FIELD_IDS.text} label={t("alarmPanels.dialog.extraText")} error={errorOf("text")} hint={t("alarmPanels.dialog.extraTextHint")}>
          <InputTextarea
            id={FIELD_IDS.text}
            value={values.text}
            onChange={(event) => edit("text", event.target.value)}
            onBlur={() => touch("text")}
            rows={2}
            autoResize
            maxLength={MAX_TRIGGER_TEXT}
            invalid={Boolean(errorOf("text"))}
            {...fieldAria(FIELD_IDS.text, errorOf("text"))}
          />
        </FormField>
        <DelayField id={FIELD_IDS.delayMinutes} value={values.delayMinutes} onChange={(value) => edit("delayMinutes", value)} error={errorOf("delayMinutes")} />
        {failure && <Message severity="error" className="trigger-dialog__failure" text={t("alarmPanels.dialog.failed", { reason: failure })} />}
      </form>
      {trigger.dialog}
    </Dialog>
  );
}
