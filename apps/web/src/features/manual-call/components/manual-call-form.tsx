import { MEDIA_USAGE_TYPES, type MediaUsageType, type TriggerAlarmResponse } from "@alarm/contract";
import { Button } from "primereact/button";
import { Chip } from "primereact/chip";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextTemplateField, useTextTemplateOptions } from "../../../components/alarm-definition-fields";
import { LIMITS } from "../../../components/alarm-definition-fields/form-model";
import { DelayField } from "../../../components/alarm-trigger/delay-field";
import { useTriggerAlarm } from "../../../components/alarm-trigger/trigger-api";
import { delayOf, MAX_TRIGGER_TEXT } from "../../../components/alarm-trigger/trigger-checks";
import { FormField, fieldAria, fieldErrorId } from "../../../components/form-field";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { ParticipantSelector } from "../../../components/participant-selector/participant-selector";
import { removeEntry } from "../../../components/participant-selector/selected-entries";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useCurrentUser } from "../../../lib/use-session";
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
import { NumberInput } from "./number-input";
import { TemplatePreview } from "./template-preview";

const FIELD_IDS: Record<ManualCallField, string> = {
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

type NumberField = "priority" | "confirmPriority" | "localAcknowledgeTime" | "countRepeat" | "repeatBetween";

interface ManualCallFormProps {
  onStarted: (response: TriggerAlarmResponse, name: string, delayMinutes: number | undefined) => void;
  onClear: () => void;
}

/** The manual call: a name and text, the participants and groups to call, and how the call escalates. */
export function ManualCallForm({ onStarted, onClear }: ManualCallFormProps) {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const login = useCurrentUser()?.login ?? "";
  const trigger = useTriggerAlarm();
  const groupSizes = useGroupSizes(true);
  const form = useObjectForm<Values, ManualCallField>({
    initial: () => newManualCallForm(organization),
    check: (values) => checkManualCallForm(values, reachableCount(values.recipients, groupSizes.data)),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverManualCallErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed } = form;
  const templates = useTextTemplateOptions();
  const reachable = reachableCount(values.recipients, groupSizes.data);
  const template = templates.data?.find((each) => each.id === values.textTemplateId)?.texts ?? null;
  const minutes = t("manualCall.minutes");

  // Like the alarm panels, a call that alerts people is asked for once more before it starts.
  const [confirming, setConfirming] = useState(false);
  const submit = handleSubmit(() => setConfirming(true));
  const start = () =>
    trigger.mutate(toManualCallRequest(values), {
      onSuccess: (response) => onStarted(response, values.name.trim(), delayOf(values.delayMinutes)),
      onError: saveFailed,
    });

  const number = (field: NumberField, more: { hint?: string; suffix?: string } = {}) => (
    <NumberInput
      id={FIELD_IDS[field]}
      label={t(`manualCall.fields.${field}`)}
      value={values[field]}
      onChange={(value) => edit(field, value)}
      onBlur={() => touch(field)}
      min={LIMITS[field].min}
      max={LIMITS[field].max}
      error={errorOf(field)}
      {...more}
    />
  );
  const textArea = (field: "text" | "speechText", hint: string) => (
    <FormField id={FIELD_IDS[field]} label={t(`manualCall.fields.${field}`)} error={errorOf(field)} hint={hint}>
      <InputTextarea
        id={FIELD_IDS[field]}
        value={values[field]}
        onChange={(event) => edit(field, event.target.value)}
        onBlur={() => touch(field)}
        rows={3}
        autoResize
        maxLength={MAX_TRIGGER_TEXT}
        invalid={Boolean(errorOf(field))}
        {...fieldAria(FIELD_IDS[field], errorOf(field))}
      />
    </FormField>
  );
  const mediaOptions = MEDIA_USAGE_TYPES.map((type) => ({ value: type, label: t(`alarmDefinition.media.${type}`) }));

  return (
    <form className="manual-call stack" onSubmit={submit} noValidate aria-label={t("manualCall.title")}>
      <div className="manual-call__columns">
        <div className="manual-call__column stack">
          <section className="card manual-call__card stack gap-l" aria-labelledby="manual-call-message-title">
            <h2 id="manual-call-message-title" className="card__title">
              {t("manualCall.sections.message")}
            </h2>
            <div className="manual-call__grid">
              <FormField id={FIELD_IDS.name} label={t("manualCall.fields.name")} error={errorOf("name")}>
                <InputText
                  id={FIELD_IDS.name}
                  value={values.name}
                  onChange={(event) => edit("name", event.target.value)}
                  onBlur={() => touch("name")}
                  maxLength={LIMITS.name}
                  autoComplete="off"
                  autoFocus
                  aria-required
                  invalid={Boolean(errorOf("name"))}
                  {...fieldAria(FIELD_IDS.name, errorOf("name"))}
                />
              </FormField>
              <OrganizationField
                id={FIELD_IDS.orgId}
                label={t("manualCall.fields.organization")}
                value={values.orgId}
                onChange={(org) => {
                  edit("orgId", org.id);
                  edit("orgName", org.name);
                }}
                required
                error={errorOf("orgId")}
              />
            </div>
            <TextTemplateField
              id={FIELD_IDS.textTemplateId}
              value={values.textTemplateId}
              onChange={(value) => edit("textTemplateId", value)}
              error={errorOf("textTemplateId")}
              hint={t("manualCall.hints.textTemplate")}
            />
            {textArea("text", t(values.textTemplateId === null ? "manualCall.hints.text" : "manualCall.hints.textInTemplate"))}
            {template && <TemplatePreview texts={template} values={{ alarmName: values.name.trim(), organization: values.orgName, triggeredBy: login, text: values.text.trim() }} />}
            {textArea("speechText", t("manualCall.hints.speechText"))}
          </section>
          <section className="card manual-call__card stack gap-l" aria-labelledby="manual-call-escalation-title">
            <h2 id="manual-call-escalation-title" className="card__title">
              {t("manualCall.sections.escalation")}
            </h2>
            <div className="manual-call__grid">
              {number("priority", { hint: t("manualCall.hints.priority") })}
              {number("confirmPriority", { hint: reachable !== null && values.recipients.length > 0 ? t("manualCall.hints.confirmPriorityReach", { count: reachable }) : t("manualCall.hints.confirmPriority") })}
              {number("localAcknowledgeTime", { hint: t("manualCall.hints.localAcknowledgeTime"), suffix: minutes })}
              {number("countRepeat", { hint: t("manualCall.hints.countRepeat") })}
              {number("repeatBetween", { suffix: minutes })}
              <FormField id={FIELD_IDS.mediaUsageType} label={t("manualCall.fields.mediaUsageType")} error={errorOf("mediaUsageType")}>
                <Dropdown inputId={FIELD_IDS.mediaUsageType} value={values.mediaUsageType} options={mediaOptions} onChange={(event) => edit("mediaUsageType", event.value as MediaUsageType)} />
              </FormField>
              <DelayField id={FIELD_IDS.delayMinutes} value={values.delayMinutes} onChange={(value) => edit("delayMinutes", value)} error={errorOf("delayMinutes")} />
            </div>
          </section>
        </div>
        <section className="card manual-call__card stack gap-l manual-call__recipients" aria-labelledby="manual-call-recipients-title">
          <h2 id="manual-call-recipients-title" className="card__title">
            {t("manualCall.sections.recipients")}
          </h2>
          <div id={FIELD_IDS.recipients} tabIndex={-1} className="manual-call__chosen row wrap" aria-describedby={errorOf("recipients") ? fieldErrorId(FIELD_IDS.recipients) : undefined}>
            {values.recipients.length === 0 ? (
              <span className="manual-call__none muted">{t("manualCall.recipients.none")}</span>
            ) : (
              values.recipients.map((entry) => (
                <Chip
                  key={entry.id}
                  label={entry.title}
                  icon={entry.participantGroupId !== null ? "pi pi-users" : "pi pi-user"}
                  removable
                  removeIcon="pi pi-times"
                  onRemove={() => {
                    edit("recipients", removeEntry(values.recipients, entry.id));
                    return true;
                  }}
                />
              ))
            )}
          </div>
          {errorOf("recipients") && (
            <small id={fieldErrorId(FIELD_IDS.recipients)} className="form-field__error" role="alert">
              {errorOf("recipients")}
            </small>
          )}
          <ParticipantSelector
            value={values.recipients}
            onChange={(recipients) => {
              edit("recipients", recipients);
              touch("recipients");
            }}
            label={t("manualCall.recipients.label")}
          />
        </section>
      </div>
      <div className="manual-call__footer row end">
        <Button type="button" label={t("manualCall.clear")} icon="pi pi-eraser" outlined onClick={onClear} disabled={trigger.isPending} />
        <Button type="submit" label={t("manualCall.start")} icon="pi pi-phone" severity="danger" loading={trigger.isPending} />
      </div>
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t("manualCall.confirm.header")}
        message={t("manualCall.confirm.message", { name: values.name.trim() })}
        icon="pi pi-phone"
        defaultFocus="reject"
        acceptLabel={t("manualCall.confirm.accept")}
        rejectLabel={t("common.cancel")}
        acceptClassName="p-button-danger"
        accept={start}
      />
    </form>
  );
}
