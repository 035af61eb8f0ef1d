import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { InputTextarea } from "primereact/inputtextarea";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import { formatDateTime } from "../../lib/format-date";
import { keepEscapeInOpenOverlay } from "../calendar-editor/overlay-escape";
import { DateTimeInput } from "../date-time-input";
import type { FieldMessage } from "../calendar-editor/timing-form-model";
import { FormField, fieldAria, fieldErrorId } from "../form-field";
import { useFailureToast } from "../object-list/use-failure-toast";
import { useToast } from "../toast/toast-context";
import { useCoveringCandidates, useCreateOverride } from "./on-call-api";
import {
  checkOverride,
  newOverrideForm,
  OVERRIDE_FIELDS,
  OVERRIDE_NOTE_MAX,
  serverOverrideErrors,
  toOverrideRequest,
  type OverrideErrors,
  type OverrideField,
  type OverrideFormValues,
  type OverridePrefill,
} from "./override-form-model";
import { pendingOptions } from "../pending-options";
import { useDiscardGuard, useReportUnsaved } from "../unsaved-changes";

const FIELD_IDS: Record<OverrideField, string> = {
  participantId: "override-participant",
  coveringParticipantId: "override-covering",
  from: "override-from",
  to: "override-to",
  note: "override-note",
};

interface DutyOverrideDialogProps {
  /** Open with these values; null: closed. */
  prefill: OverridePrefill | null;
  /** Offers the participants an object of this organization may name; null: all the caller sees. */
  usableInOrgId: number | null;
  onHide: () => void;
}

/** POST /duty-overrides: "cover my duty from … to …" by another participant. */
export function DutyOverrideDialog({ prefill, usableInOrgId, onHide }: DutyOverrideDialogProps) {
  const { t } = useTranslation();
  const guard = useDiscardGuard(onHide);
  return (
    <Dialog
      visible={prefill !== null}
      onHide={guard.close}
      header={t("onCall.override.title")}
      className="duty-override-dialog"
      modal
      dismissableMask={false}
      draggable={false}
    >
      {prefill && guard.wrap(<OverrideForm prefill={prefill} usableInOrgId={usableInOrgId} onDone={onHide} />)}
    </Dialog>
  );
}

function OverrideForm({ prefill, usableInOrgId, onDone }: { prefill: OverridePrefill; usableInOrgId: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const create = useCreateOverride();
  const candidates = useCoveringCandidates(usableInOrgId, true);
  const [initialValues] = useState<OverrideFormValues>(() => newOverrideForm(prefill));
  const [values, setValues] = useState<OverrideFormValues>(initialValues);
  useReportUnsaved(JSON.stringify(values) !== JSON.stringify(initialValues));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<OverrideErrors>({});
  const clientErrors = checkOverride(values);

  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined);
  const errorOf = (field: OverrideField) => say(serverErrors[field] ?? (submitted ? clientErrors[field] : undefined));
  const change = (patch: Partial<OverrideFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setServerErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !(field in patch))));
  };
  const focusFirst = (errors: OverrideErrors) => {
    const first = OVERRIDE_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  // The covered participant stays choosable when the list does not hold them (another organization).
  const listed = candidates.data ?? [];
  const people =
    values.participantId !== null && !listed.some((person) => person.id === values.participantId)
      ? [{ id: values.participantId, fullName: values.participantName, orgName: "" }, ...listed]
      : listed;
  const nameOf = (id: number | null) => people.find((person) => person.id === id)?.fullName ?? "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(clientErrors).length > 0) return focusFirst(clientErrors);
    create.mutate(toOverrideRequest(values), {
      onSuccess: (saved) => {
        toast.show({
          severity: "success",
          summary: t("onCall.override.saved"),
          detail: t("onCall.override.savedText", {
            covering: saved.coveringParticipantName,
            name: saved.participantName,
            from: formatDateTime(saved.from),
            to: formatDateTime(saved.to),
          }),
        });
        onDone();
      },
      onError: (error) => {
        const fieldErrors = isApiError(error, "VALIDATION") ? serverOverrideErrors(error.details) : null;
        if (!fieldErrors) return showFailure(error);
        setServerErrors(fieldErrors);
        focusFirst(fieldErrors);
      },
    });
  };

  const personField = (field: "participantId" | "coveringParticipantId", label: string, placeholder: string) => (
    <FormField id={FIELD_IDS[field]} label={label} error={errorOf(field) ?? (candidates.isError ? t("onCall.override.peopleLoadError") : undefined)} required>
      <Dropdown
        inputId={FIELD_IDS[field]}
        value={values[field]}
        options={field === "participantId" ? people : people.filter((person) => person.id !== values.participantId)}
        optionLabel="fullName"
        optionValue="id"
        filter
        filterBy="fullName"
        itemTemplate={(person: (typeof people)[number]) => (
          <span className="cluster gap-s spread">
            <span>{person.fullName}</span>
            {person.orgName && <small className="muted">{person.orgName}</small>}
          </span>
        )}
        onChange={(event) => {
          const id = event.value as number | null;
          change(field === "participantId" ? { participantId: id, participantName: nameOf(id) } : { coveringParticipantId: id });
        }}
        placeholder={placeholder}
        {...pendingOptions(candidates.isPending, t("onCall.override.noPeople"), t)}
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(FIELD_IDS[field]) : undefined}
        aria-required
      />
    </FormField>
  );

  const timeField = (field: "from" | "to", label: string) => (
    <FormField id={FIELD_IDS[field]} label={label} error={errorOf(field)} required>
      <DateTimeInput
        inputId={FIELD_IDS[field]}
        value={values[field]}
        onChange={(value) => change({ [field]: value })}
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(FIELD_IDS[field]) : undefined}
        aria-required
      />
    </FormField>
  );

  return (
    <form className="duty-override-dialog__form stack gap-l" onSubmit={submit} onKeyDown={keepEscapeInOpenOverlay} noValidate>
      <p className="muted">{t("onCall.override.intro")}</p>
      {personField("participantId", t("onCall.override.participant"), t("onCall.override.participantPlaceholder"))}
      {personField("coveringParticipantId", t("onCall.override.covering"), t("onCall.override.coveringPlaceholder"))}
      <div className="row gap-l wrap">
        {timeField("from", t("onCall.override.from"))}
        {timeField("to", t("onCall.override.to"))}
      </div>
      <FormField id={FIELD_IDS.note} label={t("onCall.override.note")} error={errorOf("note")}>
        <InputTextarea
          id={FIELD_IDS.note}
          value={values.note}
          onChange={(event) => change({ note: event.target.value })}
          rows={2}
          autoResize
          maxLength={OVERRIDE_NOTE_MAX}
          invalid={Boolean(errorOf("note"))}
          {...fieldAria(FIELD_IDS.note, errorOf("note"))}
        />
      </FormField>
      <div className="row gap-m end">
        <Button type="button" label={t("common.cancel")} outlined onClick={onDone} disabled={create.isPending} />
        <Button type="submit" label={t("onCall.override.save")} icon="pi pi-check" loading={create.isPending} />
      </div>
    </form>
  );
}
