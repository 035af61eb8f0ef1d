import { DEFAULT_EVENT_TITLE } from "@alarm/contract";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { Tag } from "primereact/tag";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { formatRange } from "./calendar-model";
import { HolidayDateFields } from "./holiday-date-fields";
import { TITLE_MAX, type FieldMessage, type HolidayFormErrors, type HolidayFormValues } from "./holiday-form-model";
import type { Editing } from "./use-holiday-editing";
import { ChangeHistoryPanel } from "../../../components/change-history/change-history-panel";

interface HolidayEditorProps {
  editing: Editing;
  year: number;
  errors: HolidayFormErrors;
  saving: boolean;
  deleting: boolean;
  onChange: (values: HolidayFormValues) => void;
  onSubmit: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/** The holiday open in the editor: a form for new and own holidays, a read-only card for inherited ones. */
export function HolidayEditor(props: HolidayEditorProps) {
  const { editing } = props;
  const { t } = useTranslation();
  if (editing.kind === "inherited") {
    const { event } = editing;
    return (
      <section className="card hol-editor" aria-labelledby="hol-editor-title">
        <div className="hol-editor__header cluster">
          <h2 id="hol-editor-title" className="card__title">
            {event.standard ? t("holidays.editor.inheritedTitle") : t("holidays.editor.viewTitle")}
          </h2>
          <Button type="button" icon="pi pi-times" text rounded aria-label={t("holidays.editor.close")} onClick={props.onClose} />
        </div>
        <dl className="hol-editor__facts">
          <dt>{t("holidays.editor.title")}</dt>
          <dd>{event.title}</dd>
          <dt>{t("holidays.editor.dates")}</dt>
          <dd>{formatRange(event.start, event.end)}</dd>
          <dt>{t("holidays.editor.organization")}</dt>
          <dd>{event.orgName}</dd>
        </dl>
        <div className="hol-editor__tags row">
          {event.recurring && <Tag value={t("holidays.list.recurring")} icon="pi pi-replay" severity="info" />}
          {!event.active && <Tag value={t("holidays.list.inactive")} className="hol-tag--muted" />}
        </div>
        <p className="hol-editor__note row muted">
          <i className="pi pi-lock" aria-hidden="true" />{" "}
          {event.standard ? t("holidays.editor.inheritedNote", { organization: event.orgName }) : t("holidays.editor.readOnlyNote")}
        </p>
      </section>
    );
  }
  return <HolidayForm {...props} editing={editing} />;
}

function HolidayForm({
  editing,
  year,
  errors,
  saving,
  deleting,
  onChange,
  onSubmit,
  onDelete,
  onClose,
}: HolidayEditorProps & { editing: Exclude<Editing, { kind: "inherited" }> }) {
  const { t } = useTranslation();
  const { values } = editing;
  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined);
  const set = <K extends keyof HolidayFormValues>(key: K, value: HolidayFormValues[K]) => onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const isNew = editing.kind === "new";

  return (
    <section className="card hol-editor" aria-labelledby="hol-editor-title">
      <div className="hol-editor__header cluster">
        <h2 id="hol-editor-title" className="card__title">
          {isNew ? t("holidays.editor.newTitle") : t("holidays.editor.editTitle")}
        </h2>
        <Button type="button" icon="pi pi-times" text rounded aria-label={t("holidays.editor.close")} onClick={onClose} />
      </div>
      {editing.kind === "own" && editing.event.id !== null && <ChangeHistoryPanel objectType="holidays" objectId={editing.event.id} />}
      <form className="hol-editor__form stack gap-l" onSubmit={submit} noValidate>
        <FormField id="hol-title" label={t("holidays.editor.title")} error={say(errors.title)} hint={t("holidays.editor.titleHint")}>
          <InputText
            id="hol-title"
            value={values.title}
            onChange={(event) => set("title", event.target.value)}
            placeholder={DEFAULT_EVENT_TITLE}
            maxLength={TITLE_MAX}
            autoComplete="off"
            invalid={Boolean(say(errors.title))}
            {...fieldAria("hol-title", say(errors.title))}
          />
        </FormField>
        <HolidayDateFields
          values={values}
          year={year}
          startError={say(errors.start)}
          endError={say(errors.end)}
          datesError={say(errors.dates)}
          onChange={onChange}
        />
        <p className="hol-editor__hint muted">{t("holidays.editor.rangeHint")}</p>
        <div className="hol-editor__check cluster">
          <Checkbox inputId="hol-recurring" checked={values.recurring} onChange={(event) => set("recurring", Boolean(event.checked))} />
          <label htmlFor="hol-recurring">{t("holidays.editor.recurring")}</label>
        </div>
        <div className="hol-editor__check cluster">
          <InputSwitch inputId="hol-active" checked={values.active} onChange={(event) => set("active", Boolean(event.value))} />
          <label htmlFor="hol-active">{t("holidays.editor.active")}</label>
        </div>
        <div className="hol-editor__footer row wrap end">
          <Button
            type="button"
            label={isNew ? t("holidays.editor.discard") : t("holidays.editor.delete")}
            icon={isNew ? "pi pi-times" : "pi pi-trash"}
            severity="danger"
            text
            className="hol-editor__delete"
            size="small"
            loading={deleting}
            disabled={saving}
            onClick={onDelete}
          />
          {/* A new holiday's Discard already does what Cancel would. */}
          {!isNew && <Button type="button" label={t("common.cancel")} outlined size="small" onClick={onClose} disabled={saving} />}
          <Button type="submit" label={t("holidays.editor.save")} icon="pi pi-check" size="small" loading={saving} disabled={deleting} />
        </div>
      </form>
    </section>
  );
}
