import type { Participant } from "@alarm/contract";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useSaveParticipant } from "../api/save-participant";
import { deviceInputId } from "./device-row-fields";
import {
  checkParticipantForm,
  hasErrors,
  newParticipantForm,
  participantFormOf,
  serverParticipantErrors,
  toCreateRequest,
  toUpdateRequest,
  type DevicePart,
  type FieldMessage,
  type ParticipantField,
  type ParticipantFormErrors,
  type ParticipantFormValues,
} from "./participant-form-model";

/** The input each field's problem is announced on, in the order of the form. */
export const FIELD_IDS: Record<ParticipantField, string> = {
  name: "participant-name",
  surname: "participant-surname",
  shortName: "participant-short-name",
  language: "participant-language",
  orgId: "participant-organization",
  login: "participant-login",
  participantRotationalId: "participant-team-schedule",
  devices: "participant-devices-title",
};

const NO_ERRORS: ParticipantFormErrors = { fields: {}, devices: {} };

/** What decides whether the form differs from what was read (row keys aside). */
const comparable = (values: ParticipantFormValues) => JSON.stringify({ ...values, devices: values.devices.map(({ key: _key, ...row }) => row) });

interface ParticipantFormOptions {
  participant?: Participant;
  defaultOrgId: number | null;
  onSaved: (participant: Participant) => void;
  onDirty: (dirty: boolean) => void;
}

/** The values, problems and saving of the participant form; problems show once a field was left or the form submitted. */
export function useParticipantForm({ participant, defaultOrgId, onSaved, onDirty }: ParticipantFormOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const save = useSaveParticipant();
  const initial = useMemo(() => (participant ? participantFormOf(participant) : newParticipantForm(defaultOrgId)), [participant, defaultOrgId]);
  const [values, setValues] = useState<ParticipantFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ParticipantFormErrors>(NO_ERRORS);
  const clientErrors = checkParticipantForm(values);
  const dirty = comparable(values) !== comparable(initial);

  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined);
  const errorOf = (field: ParticipantField) => say(serverErrors.fields[field] ?? (submitted || touched.has(field) ? clientErrors.fields[field] : undefined));
  const deviceErrorOf = (index: number, part: DevicePart) => {
    const row = values.devices[index];
    const shown = submitted || (row !== undefined && touched.has(row.key));
    return say(serverErrors.devices[index]?.[part] ?? (shown ? clientErrors.devices[index]?.[part] : undefined));
  };
  const touch = (name: string) => setTouched((previous) => new Set(previous).add(name));

  const edit = <F extends keyof ParticipantFormValues>(field: F, value: ParticipantFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    onDirty(comparable(next) !== comparable(initial));
    setServerErrors((previous) => {
      const { [field as ParticipantField]: _dropped, ...fields } = previous.fields;
      // Rows may have moved: their server problems no longer point at the right row.
      return { fields, devices: field === "devices" ? {} : previous.devices };
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors(NO_ERRORS);
    if (hasErrors(clientErrors)) return focusFirstProblem(clientErrors);
    const request = participant
      ? { kind: "update" as const, request: toUpdateRequest(values, participant) }
      : { kind: "create" as const, request: toCreateRequest(values) };
    save.mutate(request, {
      onSuccess: (saved) => {
        onDirty(false);
        toast.show({
          severity: "success",
          summary: participant ? t("participants.editor.savedTitle") : t("participants.editor.createdTitle"),
          detail: t("participants.editor.saved", { name: saved.fullName }),
        });
        onSaved(saved);
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? serverParticipantErrors(error.details) : null;
        if (!fieldErrors) return showFailure(error);
        setServerErrors(fieldErrors);
        focusFirstProblem(fieldErrors);
      },
    });
  };

  return { participant, values, edit, touch, errorOf, deviceErrorOf, submit, dirty, saving: save.isPending };
}

/** What the sections of the participant form share. */
export type ParticipantFormState = ReturnType<typeof useParticipantForm>;

function focusFirstProblem(errors: ParticipantFormErrors) {
  const first = (Object.keys(FIELD_IDS) as ParticipantField[]).find((field) => field !== "devices" && errors.fields[field]);
  const firstRow = Object.keys(errors.devices)
    .map(Number)
    .sort((a, b) => a - b)[0];
  if (first) document.getElementById(FIELD_IDS[first])?.focus();
  else if (firstRow !== undefined) document.getElementById(deviceInputId(firstRow, "address"))?.focus();
}
