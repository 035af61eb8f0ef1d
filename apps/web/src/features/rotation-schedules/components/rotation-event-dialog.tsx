import { DEFAULT_EVENT_TITLE } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { keepEscapeInOpenOverlay } from "../../../components/calendar-editor/overlay-escape";
import { FormField, fieldAria } from "../../../components/form-field";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import { NAME_MAX, type RotationEventDraft } from "../model/rotation-event";
import { checkEvent, type EventProblem } from "../model/schedule-form-model";
import { EventTimingFields, TIMING_FIELD_IDS } from "./event-timing-fields";
import type { ScheduleKindView } from "./schedule-kinds";
import { useDiscardGuard, useReportUnsaved } from "../../../components/unsaved-changes";

interface RotationEventDialogProps<X> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: ScheduleKindView<any, X>;
  initial: RotationEventDraft<X>;
  isNew: boolean;
  /** Which week group it belongs to, under the title. */
  groupLabel: string;
  orgId: number | null;
  /** The server's problem with this event at the last save. */
  serverProblem?: EventProblem;
  onApply: (event: RotationEventDraft<X>) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** One rotation event in a dialog over the week: its changes go into the schedule, saved with it. */
export function RotationEventDialog<X>(props: RotationEventDialogProps<X>) {
  const { t } = useTranslation();
  const title = props.isNew ? t("rotationSchedules.event.newTitle") : t("rotationSchedules.event.editTitle");
  const guard = useDiscardGuard(props.onClose);
  return (
    <Dialog
      visible
      onHide={guard.close}
      header={
        <span className="stack gap-s">
          {title}
          <small className="muted">{props.groupLabel}</small>
        </span>
      }
      className="rotation-event"
      modal
      draggable={false}
      aria-label={title}
    >
      {guard.wrap(<EventForm {...props} />)}
    </Dialog>
  );
}

function EventForm<X>({ kind, initial, isNew, orgId, serverProblem, onApply, onDelete, onClose }: RotationEventDialogProps<X>) {
  const { t } = useTranslation();
  const [event, setEvent] = useState(initial);
  useReportUnsaved(JSON.stringify(event) !== JSON.stringify(initial));
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const errors = checkEvent(kind.model, event);
  const fieldIds: Readonly<Record<string, string>> = { name: "rotation-event-name", ...kind.fieldIds, ...TIMING_FIELD_IDS };
  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined);
  const errorOf = (field: string) => {
    if (serverProblem?.field === field && !edited.has(field)) return say(serverProblem.message);
    return submitted || edited.has(field) ? say(errors[field]) : undefined;
  };
  const markEdited = (fields: string[]) => setEdited((previous) => new Set([...previous, ...fields]));
  const changedFields = (before: object, after: object) =>
    Object.keys(after).filter(
      (field) => JSON.stringify((before as Record<string, unknown>)[field]) !== JSON.stringify((after as Record<string, unknown>)[field]),
    );

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    formEvent.stopPropagation();
    setSubmitted(true);
    const first = Object.keys(fieldIds).find((field) => errors[field]);
    if (first) {
      document.getElementById(fieldIds[first] ?? "")?.focus();
      return;
    }
    onApply(event);
  };

  return (
    <form className="rotation-event__form stack gap-l" onSubmit={submit} onKeyDown={keepEscapeInOpenOverlay} noValidate>
      {serverProblem && !edited.has(serverProblem.field) && !(serverProblem.field in fieldIds) && (
        <small className="form-field__error" role="alert">
          {say(serverProblem.message)}
        </small>
      )}
      <div className="rotation-event__row">
        <FormField id="rotation-event-name" label={t("rotationSchedules.event.name")} error={errorOf("name")} hint={t("rotationSchedules.event.nameHint")}>
          <InputText
            id="rotation-event-name"
            value={event.name}
            onChange={(input) => {
              setEvent({ ...event, name: input.target.value });
              markEdited(["name"]);
            }}
            placeholder={DEFAULT_EVENT_TITLE}
            maxLength={NAME_MAX}
            autoComplete="off"
            autoFocus
            {...fieldAria("rotation-event-name", errorOf("name"))}
          />
        </FormField>
        <div className="rotation-event__switch cluster">
          <InputSwitch inputId="rotation-event-active" checked={event.isActive} onChange={(input) => setEvent({ ...event, isActive: Boolean(input.value) })} />
          <label htmlFor="rotation-event-active">{t("rotationSchedules.event.active")}</label>
        </div>
      </div>

      <kind.EventFields
        extra={event.extra}
        edit={(extra: X) => {
          markEdited(changedFields(event.extra as object, extra as object));
          setEvent({ ...event, extra });
        }}
        errorOf={errorOf}
        orgId={orgId}
      />

      <EventTimingFields
        timing={event.timing}
        wholeWeek={kind.wholeWeek?.(event.extra) ?? false}
        edit={(timing) => {
          markEdited(changedFields(event.timing, timing));
          setEvent({ ...event, timing });
        }}
        errorOf={errorOf}
      />

      <div className="rotation-event__footer cluster gap-m wrap">
        {!isNew && <Button type="button" label={t("rotationSchedules.event.delete")} icon="pi pi-trash" severity="danger" text onClick={onDelete} />}
        <span className="grow" />
        <Button type="button" label={t("common.cancel")} outlined onClick={onClose} />
        <Button type="submit" label={t("rotationSchedules.event.apply")} icon="pi pi-check" />
      </div>
      <p className="muted rotation-event__note">{t("rotationSchedules.event.savedWithSchedule")}</p>
    </form>
  );
}
