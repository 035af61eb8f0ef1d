import { DEFAULT_EVENT_TITLE } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../form-field";
import { EventTimingFields, TIMING_FIELD_IDS } from "./event-timing-fields";
import { keepEscapeInOpenOverlay } from "./overlay-escape";
import {
  TIMING_FIELDS,
  TITLE_MAX_LENGTH,
  withStartDate,
  type EditTiming,
  type EventFormErrors,
  type FieldMessage,
  type TimingField,
  type TimingFormValues,
} from "./timing-form-model";
import { useDiscardGuard, useReportUnsaved } from "../unsaved-changes";

/** What a calendar's kind section gets: the values, a setter, and the shown problem of a field. */
export interface KindSectionProps<V extends TimingFormValues> {
  values: V;
  edit: <F extends keyof V & string>(field: F, value: V[F]) => void;
  errorOf: (field: string) => string | undefined;
}

/** The part of the editor that differs between calendars: the kinds of entries and their fields. */
export interface EventKindForm<V extends TimingFormValues> {
  /** The kind's fields in the editor's order, with the input their problem is announced on. */
  fieldIds: Readonly<Record<string, string>>;
  /** Every problem of the values, the timing's included. */
  check: (values: V) => EventFormErrors;
  Section: (props: KindSectionProps<V>) => ReactNode;
}

export interface EventEditorDialogProps<V extends TimingFormValues> {
  /** Whose calendar it is, under the dialog's title. */
  owner: string;
  form: EventKindForm<V>;
  initial: V;
  /** False for a new event (Save creates it), true for a stored one (Save updates, Delete removes); see docs/domain-rules.md#editor-states. */
  isEditable: boolean;
  /** The server's field problems of the last save. */
  serverErrors: EventFormErrors;
  saving: boolean;
  deleting: boolean;
  onSave: (values: V) => void;
  onDelete: () => void;
  onClose: () => void;
  onEdited: (field: string) => void;
}

/** The editor of one calendar entry, in a dialog over the calendar. */
export function EventEditorDialog<V extends TimingFormValues>(props: EventEditorDialogProps<V>) {
  const { t } = useTranslation();
  const { isEditable, onClose, initial } = props;
  const title = isEditable ? t("calendarEditor.editTitle") : t("calendarEditor.newTitle");
  const guard = useDiscardGuard(onClose);
  return (
    <Dialog
      visible
      onHide={guard.close}
      header={
        <span className="event-editor__header stack">
          {title}
          <small>{props.owner}</small>
        </span>
      }
      className="event-editor"
      modal
      draggable={false}
      dismissableMask={false}
      aria-label={title}
    >
      {guard.wrap(<EventForm key={`${initial.id ?? "new"}-${initial.version ?? 0}`} {...props} />)}
    </Dialog>
  );
}

function EventForm<V extends TimingFormValues>({
  form,
  initial,
  isEditable,
  serverErrors,
  saving,
  deleting,
  onSave,
  onDelete,
  onClose,
  onEdited,
}: EventEditorDialogProps<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  useReportUnsaved(JSON.stringify(values) !== JSON.stringify(initial));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const clientErrors = form.check(values);
  const fieldIds: Readonly<Record<string, string>> = { ...form.fieldIds, ...TIMING_FIELD_IDS };
  const fieldOrder = ["title", ...Object.keys(form.fieldIds), ...TIMING_FIELDS];

  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined);
  const errorOf = (field: string) => say(serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined));
  const markEdited = (field: string) => {
    if (!(field in fieldIds)) return;
    setTouched((previous) => new Set(previous).add(field));
    onEdited(field);
  };
  const edit = <F extends keyof V & string>(field: F, value: V[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    markEdited(field);
  };
  const editStartDate = (startDateSelected: string) => {
    setValues((previous) => withStartDate(previous, startDateSelected));
    markEdited("startDateSelected");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    const first = fieldOrder.find((field) => clientErrors[field]);
    if (first) {
      document.getElementById(fieldIds[first] ?? "")?.focus();
      return;
    }
    onSave(values);
  };

  return (
    <form className="event-editor__form stack" onSubmit={submit} onKeyDown={keepEscapeInOpenOverlay} noValidate>
      <FormField id="event-title" label={t("calendarEditor.title")} error={errorOf("title")} hint={t("calendarEditor.titleHint")}>
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

      <form.Section values={values} edit={edit} errorOf={errorOf} />

      <EventTimingFields values={values} edit={edit as EditTiming} editStartDate={editStartDate} errorOf={(field: TimingField) => errorOf(field)} />

      <div className="event-editor__footer cluster gap-m wrap">
        {isEditable && (
          <Button
            type="button"
            label={t("calendarEditor.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            loading={deleting}
            disabled={saving}
            onClick={onDelete}
          />
        )}
        <span className="event-editor__footer-gap grow" />
        <Button type="button" label={t("common.cancel")} outlined onClick={onClose} disabled={saving || deleting} />
        <Button type="submit" label={t("calendarEditor.save")} icon="pi pi-check" loading={saving} disabled={deleting} />
      </div>
    </form>
  );
}
