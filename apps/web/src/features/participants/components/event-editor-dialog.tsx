import { DEFAULT_EVENT_TITLE, DEVICE_ADDRESS_KINDS, type CalendarEventKind, type DeviceType } from "@alarm/contract";
import { Button } from "primereact/button";
import { Calendar } from "primereact/calendar";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { SelectButton } from "primereact/selectbutton";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, fieldErrorId } from "../../../components/form-field";
import { useDeviceTypes } from "../api/device-types";
import { browserTimeZone, dateAtTime, dateOfIso, isoDateOf, timeTextOf } from "./date-text";
import { useDatePickerLocale } from "./date-picker-locale";
import { ADDRESS_EXAMPLES, DEVICE_ICONS } from "./device-rows";
import { ACKNOWLEDGE_TIME_MAX, checkEventForm, EVENT_FIELDS, TITLE_MAX_LENGTH, withStartDate, type EventField, type EventFormErrors, type EventFormValues } from "./event-form-model";
import { EventRecurrenceFields } from "./event-recurrence-fields";
import { keepEscapeInOpenOverlay } from "./overlay-escape";
import { ParticipantDropdown } from "./participant-dropdown";
import type { FieldMessage } from "./participant-form-model";

const KINDS: readonly CalendarEventKind[] = ["ABSENT", "OTHER_DEVICE", "REPLACEMENT"];
const KIND_ICONS: Record<CalendarEventKind, string> = { ABSENT: "pi-ban", OTHER_DEVICE: "pi-mobile", REPLACEMENT: "pi-users" };

/** The input each field's problem is announced on. */
const FIELD_IDS: Record<EventField, string> = {
  title: "event-title",
  kind: "event-kind",
  deviceType: "event-device-type",
  callingNumber: "event-calling-number",
  replacementParticipantId: "event-replacement",
  acknowledgeTime: "event-acknowledge-time",
  startDateSelected: "event-start-date",
  endDateSelected: "event-end-date",
  startTime: "event-start-time",
  endTime: "event-end-time",
  repeatType: "event-repeat-type",
  repeatEvery: "event-repeat-every",
  markedDays: "event-marked-day-1",
  monthSubType: "event-month-DAY_OF_THE_MONTH",
  endType: "event-end-NEVER",
  countAfterTimesEnd: "event-count",
  endDate: "event-until",
};

export interface EventEditorDialogProps {
  participantId: number;
  participantName: string;
  initial: EventFormValues;
  /** SPEC section 4: false for a new event (Save creates it), true for a stored one (Save updates, Delete removes). */
  isEditable: boolean;
  /** The server's field problems of the last save. */
  serverErrors: EventFormErrors;
  saving: boolean;
  deleting: boolean;
  onSave: (values: EventFormValues) => void;
  onDelete: () => void;
  onClose: () => void;
  onEdited: (field: EventField) => void;
}

/** The editor of one entry of a private media schedule, in a dialog over the calendar. */
export function EventEditorDialog(props: EventEditorDialogProps) {
  const { t } = useTranslation();
  const { isEditable, onClose, initial } = props;
  const title = isEditable ? t("participants.event.editTitle") : t("participants.event.newTitle");
  return (
    <Dialog
      visible
      onHide={onClose}
      header={
        <span className="event-editor__header">
          {title}
          <small>{props.participantName}</small>
        </span>
      }
      className="event-editor"
      modal
      draggable={false}
      dismissableMask={false}
      aria-label={title}
    >
      <EventForm key={`${initial.id ?? "new"}-${initial.version ?? 0}`} {...props} />
    </Dialog>
  );
}

function EventForm({ participantId, initial, isEditable, serverErrors, saving, deleting, onSave, onDelete, onClose, onEdited }: EventEditorDialogProps) {
  const { t } = useTranslation();
  const pickerLocale = useDatePickerLocale();
  const deviceTypes = useDeviceTypes();
  const [values, setValues] = useState<EventFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<EventField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const clientErrors = checkEventForm(values, participantId);

  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined);
  const errorOf = (field: EventField) => say(serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined));
  const edit = <F extends keyof EventFormValues>(field: F, value: EventFormValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if ((EVENT_FIELDS as readonly string[]).includes(field)) {
      setTouched((previous) => new Set(previous).add(field as EventField));
      onEdited(field as EventField);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    const first = EVENT_FIELDS.find((field) => clientErrors[field]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    onSave(values);
  };

  const kindOptions = KINDS.map((kind) => ({ value: kind, label: t(`participants.event.kinds.${kind}`), icon: KIND_ICONS[kind] }));
  const deviceOptions = deviceTypes.map((type) => ({ value: type, label: t(`participants.deviceTypes.${type}`), icon: DEVICE_ICONS[type] }));
  const addressKind = values.deviceType ? DEVICE_ADDRESS_KINDS[values.deviceType] : "PHONE";
  const overnight = values.recurring && values.endTime < values.startTime;
  const foreignZone = values.timeZone !== browserTimeZone();

  const dateField = (field: "startDateSelected" | "endDateSelected", label: string) => (
    <FormField id={FIELD_IDS[field]} label={label} error={errorOf(field)}>
      <Calendar
        inputId={FIELD_IDS[field]}
        value={dateOfIso(values[field])}
        onChange={(event) => {
          if (!(event.value instanceof Date)) return;
          const next = isoDateOf(event.value);
          if (field === "startDateSelected") {
            setValues((previous) => withStartDate(previous, next));
            setTouched((previous) => new Set(previous).add(field));
            onEdited(field);
          } else edit(field, next);
        }}
        dateFormat="dd.mm.yy"
        placeholder={t("participants.event.datePlaceholder")}
        locale={pickerLocale}
        showIcon
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(FIELD_IDS[field]) : undefined}
      />
    </FormField>
  );

  const timeField = (field: "startTime" | "endTime", label: string, hint?: string) => (
    <FormField id={FIELD_IDS[field]} label={label} error={errorOf(field)} hint={hint}>
      <Calendar
        inputId={FIELD_IDS[field]}
        value={dateAtTime(values[field])}
        onChange={(event) => {
          if (event.value instanceof Date) edit(field, timeTextOf(event.value));
        }}
        timeOnly
        hourFormat="24"
        placeholder="HH:mm"
        locale={pickerLocale}
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(FIELD_IDS[field]) : undefined}
      />
    </FormField>
  );

  return (
    <form className="event-editor__form" onSubmit={submit} onKeyDown={keepEscapeInOpenOverlay} noValidate>
      <FormField id="event-title" label={t("participants.event.title")} error={errorOf("title")} hint={t("participants.event.titleHint")}>
        <InputText
          id="event-title"
          value={values.title}
          onChange={(event) => edit("title", event.target.value)}
          placeholder={DEFAULT_EVENT_TITLE}
          maxLength={TITLE_MAX_LENGTH}
          autoComplete="off"
          autoFocus
          invalid={Boolean(errorOf("title"))}
          {...fieldAria("event-title", errorOf("title"))}
        />
      </FormField>

      <div className="form-field">
        <span className="form-field__label" id="event-kind-label">
          {t("participants.event.kind")}
        </span>
        <SelectButton
          id="event-kind"
          value={values.kind}
          options={kindOptions}
          onChange={(event) => {
            if (event.value) edit("kind", event.value as CalendarEventKind);
          }}
          itemTemplate={(option: { label: string; icon: string }) => (
            <span className="event-editor__kind">
              <i className={`pi ${option.icon}`} aria-hidden="true" />
              {option.label}
            </span>
          )}
          allowEmpty={false}
          aria-labelledby="event-kind-label"
          className="event-editor__kinds"
        />
        <small className="form-field__hint">{t(`participants.event.kindHints.${values.kind}`)}</small>
      </div>

      {values.kind === "OTHER_DEVICE" && (
        <div className="event-editor__row">
          <FormField id="event-device-type" label={t("participants.event.deviceType")} error={errorOf("deviceType")}>
            <Dropdown
              inputId="event-device-type"
              value={values.deviceType}
              options={deviceOptions}
              onChange={(event) => edit("deviceType", event.value as DeviceType)}
              placeholder={t("participants.event.deviceTypePlaceholder")}
              invalid={Boolean(errorOf("deviceType"))}
              aria-describedby={errorOf("deviceType") ? fieldErrorId("event-device-type") : undefined}
            />
          </FormField>
          <FormField id="event-calling-number" label={t("participants.event.callingNumber")} error={errorOf("callingNumber")}>
            <InputText
              id="event-calling-number"
              value={values.callingNumber}
              onChange={(event) => edit("callingNumber", event.target.value)}
              placeholder={ADDRESS_EXAMPLES[addressKind] || t("participants.devices.addressPlaceholder")}
              maxLength={500}
              autoComplete="off"
              invalid={Boolean(errorOf("callingNumber"))}
              {...fieldAria("event-calling-number", errorOf("callingNumber"))}
            />
          </FormField>
        </div>
      )}

      {values.kind === "REPLACEMENT" && (
        <FormField id="event-replacement" label={t("participants.event.replacement")} error={errorOf("replacementParticipantId")} hint={t("participants.event.replacementHint")}>
          <ParticipantDropdown
            inputId="event-replacement"
            value={values.replacementParticipantId}
            onChange={(option) => edit("replacementParticipantId", option?.id ?? null)}
            excludeId={participantId}
            invalid={Boolean(errorOf("replacementParticipantId"))}
            describedBy={errorOf("replacementParticipantId") ? fieldErrorId("event-replacement") : undefined}
            className="event-editor__participant"
          />
        </FormField>
      )}

      <div className="event-editor__row">
        <div className="event-editor__switch">
          <InputSwitch inputId="event-active" checked={values.active} onChange={(event) => edit("active", Boolean(event.value))} />
          <label htmlFor="event-active">{t("participants.event.active")}</label>
        </div>
        <FormField id="event-acknowledge-time" label={t("participants.event.acknowledgeTime")} error={errorOf("acknowledgeTime")}>
          <InputNumber
            inputId="event-acknowledge-time"
            value={values.acknowledgeTime}
            onValueChange={(event) => edit("acknowledgeTime", event.value ?? null)}
            useGrouping={false}
            min={0}
            max={ACKNOWLEDGE_TIME_MAX}
            suffix={` ${t("participants.event.minutes")}`}
            invalid={Boolean(errorOf("acknowledgeTime"))}
            aria-describedby={errorOf("acknowledgeTime") ? fieldErrorId("event-acknowledge-time") : undefined}
          />
        </FormField>
      </div>

      <fieldset className="event-editor__when">
        <legend>{t("participants.event.when")}</legend>
        <div className="event-editor__row">
          {dateField("startDateSelected", values.recurring ? t("participants.event.firstDay") : t("participants.event.startDate"))}
          {values.recurring ? <span aria-hidden="true" /> : dateField("endDateSelected", t("participants.event.endDate"))}
        </div>
        <div className="event-editor__row">
          {timeField("startTime", t("participants.event.startTime"))}
          {timeField("endTime", t("participants.event.endTime"), overnight ? t("participants.event.overnight") : undefined)}
        </div>
        {foreignZone && (
          <p className="event-editor__zone">
            <i className="pi pi-globe" aria-hidden="true" /> {t("participants.event.timeZone", { zone: values.timeZone })}
          </p>
        )}
        <div className="event-editor__switch">
          <InputSwitch inputId="event-recurring" checked={values.recurring} onChange={(event) => edit("recurring", Boolean(event.value))} />
          <label htmlFor="event-recurring">{t("participants.event.recurring")}</label>
        </div>
        {values.recurring && <EventRecurrenceFields values={values} edit={edit} errorOf={errorOf} />}
      </fieldset>

      <div className="event-editor__footer">
        {isEditable && (
          <Button type="button" label={t("participants.event.delete")} icon="pi pi-trash" severity="danger" text loading={deleting} disabled={saving} onClick={onDelete} />
        )}
        <span className="participant-editor__footer-gap" />
        <Button type="button" label={t("common.cancel")} outlined onClick={onClose} disabled={saving || deleting} />
        <Button type="submit" label={t("participants.event.save")} icon="pi pi-check" loading={saving} disabled={deleting} />
      </div>
    </form>
  );
}
