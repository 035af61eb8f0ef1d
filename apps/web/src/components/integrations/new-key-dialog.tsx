import { INTEGRATION_KINDS, INTEGRATION_LIMITS, type CreatedIntegrationKey, type IntegrationKind } from "@alarm/contract";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { InputText } from "primereact/inputtext";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { keepEscapeInOpenOverlay } from "../calendar-editor/overlay-escape";
import { FormField, fieldAria, fieldErrorId } from "../form-field";
import { useFailureToast } from "../object-list/use-failure-toast";
import { useCheckedForm } from "../use-checked-form";
import { useCreateIntegrationKey } from "./integrations-api";
import { INTEGRATION_KIND_ICON, integrationKindKey } from "./integration-kind";
import { checkKeyForm, KEY_FIELDS, newKeyForm, serverKeyErrors, toKeyRequest, type KeyField } from "./key-form-model";

/** The ids the dialog's inputs carry (labels point at them; the browser test uses them too). */
export const KEY_FIELD_IDS: Record<KeyField, string> = {
  kind: "integration-kind",
  name: "integration-name",
  ratePerMinute: "integration-rate",
  heartbeatMinutes: "integration-heartbeat",
  dedupBySubject: "integration-dedup-subject",
};

interface NewKeyDialogProps {
  alarmPointId: number;
  visible: boolean;
  onHide: () => void;
  /** The answer with the secret, to be shown once. */
  onCreated: (created: CreatedIntegrationKey) => void;
}

/** POST /alarm-points/{id}/integration-keys: kind, name, rate limit, and the heartbeat interval or mail folding where they apply. */
export function NewKeyDialog({ alarmPointId, visible, onHide, onCreated }: NewKeyDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t("integrations.create.title")}
      modal
      dismissableMask={false}
      draggable={false}
      style={{ width: "min(34rem, 95vw)" }}
      data-testid="integration-key-dialog"
    >
      {visible && <KeyForm alarmPointId={alarmPointId} onDone={onHide} onCreated={onCreated} />}
    </Dialog>
  );
}

interface KindOption {
  kind: IntegrationKind;
  label: string;
}

function KindItem({ option }: { option: KindOption | null }) {
  if (!option) return null;
  return (
    <span className="cluster gap-s">
      <i className={`pi ${INTEGRATION_KIND_ICON[option.kind]}`} aria-hidden="true" />
      <span>{option.label}</span>
    </span>
  );
}

function KeyForm({ alarmPointId, onDone, onCreated }: { alarmPointId: number; onDone: () => void; onCreated: (created: CreatedIntegrationKey) => void }) {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const create = useCreateIntegrationKey(alarmPointId);
  const { values, errorOf, change, ready, refused } = useCheckedForm({
    initial: newKeyForm,
    fieldIds: KEY_FIELD_IDS,
    order: KEY_FIELDS,
    check: checkKeyForm,
    serverMessages: serverKeyErrors,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!ready()) return;
    create.mutate(toKeyRequest(values), {
      onSuccess: (created) => {
        onCreated(created);
        onDone();
      },
      onError: (error) => {
        if (!refused(error)) showFailure(error);
      },
    });
  };

  const kinds: KindOption[] = INTEGRATION_KINDS.map((kind) => ({ kind, label: t(integrationKindKey(kind)) }));
  const numberField = (field: "ratePerMinute" | "heartbeatMinutes", label: string, hint: string, max: number) => (
    <FormField id={KEY_FIELD_IDS[field]} label={label} error={errorOf(field)} hint={hint} required>
      <InputNumber
        inputId={KEY_FIELD_IDS[field]}
        value={values[field]}
        onValueChange={(event) => change({ [field]: event.value ?? null })}
        min={1}
        max={max}
        useGrouping={false}
        showButtons
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(KEY_FIELD_IDS[field]) : undefined}
        aria-required
      />
    </FormField>
  );

  return (
    <form className="stack gap-l" onSubmit={submit} onKeyDown={keepEscapeInOpenOverlay} noValidate aria-label={t("integrations.create.title")}>
      <p className="muted flush">{t("integrations.create.intro")}</p>
      <FormField
        id={KEY_FIELD_IDS.kind}
        label={t("integrations.create.kind")}
        error={errorOf("kind")}
        hint={values.kind ? t(`integrations.kindHints.${values.kind}`) : undefined}
        required
      >
        <Dropdown
          inputId={KEY_FIELD_IDS.kind}
          value={values.kind}
          options={kinds}
          optionLabel="label"
          optionValue="kind"
          placeholder={t("integrations.create.kindPlaceholder")}
          itemTemplate={(option: KindOption) => <KindItem option={option} />}
          valueTemplate={(option: KindOption | null, props) => (option ? <KindItem option={option} /> : <span>{props.placeholder}</span>)}
          onChange={(event) => change({ kind: event.value as IntegrationKind })}
          invalid={Boolean(errorOf("kind"))}
          aria-describedby={errorOf("kind") ? fieldErrorId(KEY_FIELD_IDS.kind) : undefined}
          aria-required
        />
      </FormField>
      <FormField id={KEY_FIELD_IDS.name} label={t("integrations.create.name")} error={errorOf("name")} required>
        <InputText
          id={KEY_FIELD_IDS.name}
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
          maxLength={INTEGRATION_LIMITS.name}
          placeholder={t("integrations.create.namePlaceholder")}
          invalid={Boolean(errorOf("name"))}
          {...fieldAria(KEY_FIELD_IDS.name, errorOf("name"))}
        />
      </FormField>
      {numberField("ratePerMinute", t("integrations.create.rate"), t("integrations.create.rateHint"), INTEGRATION_LIMITS.ratePerMinute.max)}
      {values.kind === "HEARTBEAT" &&
        numberField(
          "heartbeatMinutes",
          t("integrations.create.heartbeatMinutes"),
          t("integrations.create.heartbeatHint"),
          INTEGRATION_LIMITS.heartbeatMinutes.max,
        )}
      {values.kind === "EMAIL" && (
        <div className="stack gap-xs">
          <div className="cluster gap-s">
            <Checkbox
              inputId={KEY_FIELD_IDS.dedupBySubject}
              checked={values.dedupBySubject}
              onChange={(event) => change({ dedupBySubject: Boolean(event.checked) })}
              aria-describedby="integration-dedup-subject-hint"
            />
            <label htmlFor={KEY_FIELD_IDS.dedupBySubject}>{t("integrations.create.dedupBySubject")}</label>
          </div>
          <small id="integration-dedup-subject-hint" className="muted">
            {t("integrations.create.dedupBySubjectHint")}
          </small>
        </div>
      )}
      <div className="cluster gap-m end">
        <Button type="button" label={t("common.cancel")} outlined onClick={onDone} disabled={create.isPending} />
        <Button type="submit" label={t("integrations.create.save")} icon="pi pi-key" loading={create.isPending} data-testid="integration-key-create" />
      </div>
    </form>
  );
}
