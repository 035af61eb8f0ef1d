import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";
import { keepEscapeInOpenOverlay } from "../calendar-editor/overlay-escape";
import { FormField, fieldAria } from "../form-field";
import { useDiscardGuard } from "../unsaved-changes";
import { OverridePersonField, OverrideTimeField } from "./override-fields";
import { OVERRIDE_NOTE_MAX, type OverridePrefill } from "./override-form-model";
import { OVERRIDE_FIELD_IDS, useOverrideForm } from "./use-override-form";

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
  const form = useOverrideForm(prefill, usableInOrgId, onDone);
  const { values, errorOf, change } = form;

  return (
    <form className="duty-override-dialog__form stack gap-l" onSubmit={form.submit} onKeyDown={keepEscapeInOpenOverlay} noValidate>
      <p className="muted">{t("onCall.override.intro")}</p>
      <OverridePersonField
        form={form}
        field="participantId"
        label={t("onCall.override.participant")}
        placeholder={t("onCall.override.participantPlaceholder")}
      />
      <OverridePersonField
        form={form}
        field="coveringParticipantId"
        label={t("onCall.override.covering")}
        placeholder={t("onCall.override.coveringPlaceholder")}
      />
      <div className="row gap-l wrap">
        <OverrideTimeField form={form} field="from" label={t("onCall.override.from")} />
        <OverrideTimeField form={form} field="to" label={t("onCall.override.to")} />
      </div>
      <FormField id={OVERRIDE_FIELD_IDS.note} label={t("onCall.override.note")} error={errorOf("note")}>
        <InputTextarea
          id={OVERRIDE_FIELD_IDS.note}
          value={values.note}
          onChange={(event) => change({ note: event.target.value })}
          rows={2}
          autoResize
          maxLength={OVERRIDE_NOTE_MAX}
          invalid={Boolean(errorOf("note"))}
          {...fieldAria(OVERRIDE_FIELD_IDS.note, errorOf("note"))}
        />
      </FormField>
      <div className="row gap-m end">
        <Button type="button" label={t("common.cancel")} outlined onClick={onDone} disabled={form.saving} />
        <Button type="submit" label={t("onCall.override.save")} icon="pi pi-check" loading={form.saving} />
      </div>
    </form>
  );
}
