import { PARTICIPANT_LANGUAGES, type Participant } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { Tag } from "primereact/tag";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { ObjectOrganizationField } from "../../../components/object-list/object-organization-field";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useCurrentUser } from "../../../lib/use-session";
import { useSaveParticipant } from "../api/save-participant";
import { CreateUserDialog } from "./create-user-dialog";
import { AppInstallations } from "./app-installations";
import { DevicesField, deviceInputId } from "./devices-field";
import {
  checkParticipantForm,
  hasErrors,
  LOGIN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  newParticipantForm,
  participantFormOf,
  serverParticipantErrors,
  SHORT_NAME_MAX_LENGTH,
  toCreateRequest,
  toUpdateRequest,
  type DevicePart,
  type FieldMessage,
  type ParticipantField,
  type ParticipantFormErrors,
  type ParticipantFormValues,
} from "./participant-form-model";
import { ParticipantGroupsList } from "./participant-groups-list";
import { TeamScheduleField } from "./team-schedule-field";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { participantsQueryKey } from "../api/query-keys";

/** The input each field's problem is announced on, in the order of the form. */
const FIELD_IDS: Record<ParticipantField, string> = {
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
const comparable = (values: ParticipantFormValues) =>
  JSON.stringify({ ...values, devices: values.devices.map(({ key: _key, ...row }) => row) });

interface ParticipantFormProps {
  /** The participant edited; none when creating. */
  participant?: Participant;
  /** The organization a new participant starts in. */
  defaultOrgId: number | null;
  onSaved: (participant: Participant) => void;
  onClose: () => void;
  onDelete: (participant: Participant) => void;
  onClone: (participant: Participant) => void;
  cloning: boolean;
  /** Reports unsaved changes, so that leaving can ask first. */
  onDirty: (dirty: boolean) => void;
}

/** The details of a participant: names, language, organization, login, devices and groups. */
export function ParticipantForm({ participant, defaultOrgId, onSaved, onClose, onDelete, onClone, cloning, onDirty }: ParticipantFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const me = useCurrentUser();
  const save = useSaveParticipant();
  const initial = useMemo(() => (participant ? participantFormOf(participant) : newParticipantForm(defaultOrgId)), [participant, defaultOrgId]);
  const [values, setValues] = useState<ParticipantFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ParticipantFormErrors>(NO_ERRORS);
  const [userDialog, setUserDialog] = useState(false);
  const clientErrors = checkParticipantForm(values);
  const dirty = comparable(values) !== comparable(initial);
  const userAdmin = me?.authorities.includes("USER_ADMIN") ?? false;
  const linked = Boolean(participant?.login);

  const say = (message: FieldMessage | undefined) => (message ? ("key" in message ? t(message.key, message.values) : message.text) : undefined);
  const errorOf = (field: ParticipantField) => say(serverErrors.fields[field] ?? (submitted || touched.has(field) ? clientErrors.fields[field] : undefined));
  const deviceErrorOf = (index: number, part: DevicePart) => {
    const row = values.devices[index];
    const shown = submitted || (row !== undefined && touched.has(row.key));
    return say(serverErrors.devices[index]?.[part] ?? (shown ? clientErrors.devices[index]?.[part] : undefined));
  };
  const touch = (name: string) => setTouched((previous) => new Set(previous).add(name));

  const change = (next: ParticipantFormValues) => {
    setValues(next);
    onDirty(comparable(next) !== comparable(initial));
  };
  const edit = <F extends keyof ParticipantFormValues>(field: F, value: ParticipantFormValues[F]) => {
    change({ ...values, [field]: value });
    setServerErrors((previous) => {
      const { [field as ParticipantField]: _dropped, ...fields } = previous.fields;
      // Rows may have moved: their server problems no longer point at the right row.
      return { fields, devices: field === "devices" ? {} : previous.devices };
    });
  };

  const focusFirst = (errors: ParticipantFormErrors) => {
    const first = (Object.keys(FIELD_IDS) as ParticipantField[]).find((field) => field !== "devices" && errors.fields[field]);
    const firstRow = Object.keys(errors.devices).map(Number).sort((a, b) => a - b)[0];
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
    else if (firstRow !== undefined) document.getElementById(deviceInputId(firstRow, "address"))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors(NO_ERRORS);
    if (hasErrors(clientErrors)) {
      focusFirst(clientErrors);
      return;
    }
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
        focusFirst(fieldErrors);
      },
    });
  };

  const languages = PARTICIPANT_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));
  const waitForSave = dirty ? t("participants.editor.saveFirst") : undefined;
  const title = participant ? t("participants.editor.editTitle", { name: participant.fullName }) : t("participants.editor.newTitle");

  return (
    <>
      <form className="object-editor__form stack" onSubmit={submit} noValidate aria-label={title}>
        <div className="participant-editor__columns">
          <div className="stack">
            <section className="object-editor__section stack gap-l" aria-labelledby="participant-person-title">
              <h3 id="participant-person-title">{t("participants.editor.person")}</h3>
              <div className="object-editor__grid">
                <FormField id="participant-name" label={t("participants.editor.name")} error={errorOf("name")}>
                  <InputText
                    id="participant-name"
                    value={values.name}
                    onChange={(event) => edit("name", event.target.value)}
                    onBlur={() => touch("name")}
                    maxLength={NAME_MAX_LENGTH}
                    autoComplete="off"
                    autoFocus={!participant}
                    aria-required
                    invalid={Boolean(errorOf("name"))}
                    {...fieldAria("participant-name", errorOf("name"))}
                  />
                </FormField>
                <FormField id="participant-surname" label={t("participants.editor.surname")} error={errorOf("surname")}>
                  <InputText
                    id="participant-surname"
                    value={values.surname}
                    onChange={(event) => edit("surname", event.target.value)}
                    onBlur={() => touch("surname")}
                    maxLength={NAME_MAX_LENGTH}
                    autoComplete="off"
                    aria-required
                    invalid={Boolean(errorOf("surname"))}
                    {...fieldAria("participant-surname", errorOf("surname"))}
                  />
                </FormField>
                <FormField id="participant-short-name" label={t("participants.editor.shortName")} error={errorOf("shortName")} hint={t("participants.editor.shortNameHint")}>
                  <InputText
                    id="participant-short-name"
                    value={values.shortName}
                    onChange={(event) => edit("shortName", event.target.value)}
                    onBlur={() => touch("shortName")}
                    maxLength={SHORT_NAME_MAX_LENGTH}
                    autoComplete="off"
                    invalid={Boolean(errorOf("shortName"))}
                    {...fieldAria("participant-short-name", errorOf("shortName"))}
                  />
                </FormField>
                <FormField id="participant-language" label={t("participants.editor.language")} error={errorOf("language")} hint={t("participants.editor.languageHint")}>
                  <Dropdown
                    inputId="participant-language"
                    value={values.language}
                    options={languages}
                    onChange={(event) => edit("language", event.value as ParticipantFormValues["language"])}
                  />
                </FormField>
              </div>
            </section>

            <section className="object-editor__section stack gap-l" aria-labelledby="participant-access-title">
              <h3 id="participant-access-title">{t("participants.editor.access")}</h3>
              <ObjectOrganizationField
                id="participant-organization"
                section="participants"
                saved={participant}
                names={participant && { name: participant.fullName }}
                objectType="PARTICIPANT"
                queryKey={participantsQueryKey}
                blockedReason={waitForSave}
                value={values.orgId}
                onChange={(orgId) => edit("orgId", orgId)}
                error={errorOf("orgId")}
              />
              <FormField
                id="participant-login"
                label={t("participants.editor.login")}
                error={errorOf("login")}
                hint={linked ? t("participants.editor.loginLinked") : t("participants.editor.loginHint")}
              >
                <div className="participant-editor__login cluster">
                  <InputText
                    id="participant-login"
                    value={values.login}
                    onChange={(event) => edit("login", event.target.value)}
                    onBlur={() => touch("login")}
                    readOnly={linked}
                    maxLength={LOGIN_MAX_LENGTH}
                    autoComplete="off"
                    invalid={Boolean(errorOf("login"))}
                    {...fieldAria("participant-login", errorOf("login"))}
                  />
                  {linked && <Tag icon="pi pi-id-card" value={t("participants.editor.consoleUser")} className="participants-tag--login" />}
                </div>
              </FormField>
              {participant && !linked && userAdmin && (
                <div className="participant-editor__user-action stack gap-s">
                  <Button
                    type="button"
                    label={t("participants.consoleUser.create")}
                    icon="pi pi-user-plus"
                    outlined
                    disabled={dirty}
                    aria-haspopup="dialog"
                    aria-describedby="participant-user-hint"
                    onClick={() => setUserDialog(true)}
                  />
                  <small id="participant-user-hint" className="form-field__hint">
                    {waitForSave ?? t("participants.consoleUser.hint")}
                  </small>
                </div>
              )}
            </section>

            {participant && <ParticipantGroupsList participantId={participant.id} />}
          </div>

          <div className="stack">
            <section className="object-editor__section stack gap-l">
              <DevicesField
                rows={values.devices}
                onChange={(rows) => edit("devices", rows)}
                errorOf={deviceErrorOf}
                onTouch={touch}
                listError={errorOf("devices")}
              />
              {participant && <AppInstallations participantId={participant.id} />}
              <TeamScheduleField
                id={FIELD_IDS.participantRotationalId}
                value={values.participantRotationalId}
                onChange={(scheduleId) => edit("participantRotationalId", scheduleId)}
                orgId={values.orgId}
                error={errorOf("participantRotationalId")}
              />
            </section>
          </div>
        </div>

        <div className="object-editor__footer participant-editor__footer">
          {participant && (
            <>
              <Button type="button" label={t("participants.toolbar.delete")} icon="pi pi-trash" severity="danger" text onClick={() => onDelete(participant)} />
              <Button
                type="button"
                label={t("participants.toolbar.clone")}
                icon="pi pi-copy"
                text
                loading={cloning}
                disabled={dirty}
                title={waitForSave}
                onClick={() => onClone(participant)}
              />
            </>
          )}
          <span className="participant-editor__footer-gap grow" />
          {dirty && (
            <span className="participant-editor__dirty inline-cluster" role="status">
              <i className="pi pi-circle-fill" aria-hidden="true" /> {t("participants.editor.unsaved")}
            </span>
          )}
          <Button type="button" label={t("participants.editor.close")} outlined onClick={onClose} disabled={save.isPending} />
          <Button type="submit" label={t("participants.editor.save")} icon="pi pi-check" loading={save.isPending} />
        </div>
      </form>
      {/* Outside the form: a dialog's own submit would otherwise reach this form through React's tree. */}
      {participant && userDialog && <CreateUserDialog participant={participant} visible onHide={() => setUserDialog(false)} />}
    </>
  );
}
