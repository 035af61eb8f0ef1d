import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import { formatDateTime } from "../../lib/format-date";
import type { FieldMessage } from "../calendar-editor/timing-form-model";
import { useFailureToast } from "../object-list/use-failure-toast";
import { useToast } from "../toast/toast-context";
import { useReportUnsaved } from "../unsaved-changes";
import { useCoveringCandidates, useCreateOverride } from "./on-call-api";
import {
  checkOverride,
  newOverrideForm,
  OVERRIDE_FIELDS,
  serverOverrideErrors,
  toOverrideRequest,
  type OverrideErrors,
  type OverrideField,
  type OverrideFormValues,
  type OverridePrefill,
} from "./override-form-model";

export const OVERRIDE_FIELD_IDS: Record<OverrideField, string> = {
  participantId: "override-participant",
  coveringParticipantId: "override-covering",
  from: "override-from",
  to: "override-to",
  note: "override-note",
};

/**
 * The override form's values (reported as unsaved once changed), their problems (the form's once
 * submitted, the server's until the field changes; the first one gets the focus), the people to
 * choose from and saving.
 */
export function useOverrideForm(prefill: OverridePrefill, usableInOrgId: number | null, onDone: () => void) {
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
    if (first) document.getElementById(OVERRIDE_FIELD_IDS[first])?.focus();
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

  return { values, errorOf, change, submit, saving: create.isPending, candidates, people, nameOf };
}

export type OverrideFormState = ReturnType<typeof useOverrideForm>;
