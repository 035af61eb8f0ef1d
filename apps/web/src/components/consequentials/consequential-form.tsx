import type { Consequential } from "@alarm/contract";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useTranslation } from "react-i18next";
import { AlarmDefinitionFields, alarmDefinitionFieldIds } from "../alarm-definition-fields";
import { useObjectForm } from "../object-list/use-object-form";
import { type SavedToastKeys, useSaveWithToast } from "../object-list/use-save-with-toast";
import { useFreeTriggerTypes, useSaveConsequential } from "./consequentials-api";
import {
  checkConsequentialForm,
  consequentialFormOf,
  newConsequentialForm,
  serverConsequentialErrors,
  toCreateRequest,
  toUpdateRequest,
  type ConsequentialField,
  type ConsequentialFormValues,
} from "./consequential-form-model";
import { TriggerTypeField } from "./trigger-type-field";

const ID_PREFIX = "consequential";
const FIELD_IDS: Record<ConsequentialField, string> = { ...alarmDefinitionFieldIds(ID_PREFIX), consequentialTrigger: `${ID_PREFIX}-trigger-type` };
const SAVED_TOAST: SavedToastKeys = {
  createdTitle: "consequentials.editor.createdTitle",
  savedTitle: "consequentials.editor.savedTitle",
  saved: "consequentials.editor.saved",
};

interface ConsequentialFormProps {
  initiatorId: number;
  /** The owning point's organization, which a new trigger belongs to. */
  orgId: number;
  /** The trigger edited; none when creating. */
  trigger?: Consequential;
  onSaved: (trigger: Consequential) => void;
  onCancel: () => void;
  onDelete: (trigger: Consequential) => void;
}

/** A consequential trigger's follow-up alarm: the alarm point's definition fields without a system ID, and its trigger type. */
export function ConsequentialForm({ initiatorId, orgId, trigger, onSaved, onCancel, onDelete }: ConsequentialFormProps) {
  const { t } = useTranslation();
  const save = useSaveConsequential(initiatorId);
  const freeTypes = useFreeTriggerTypes(initiatorId, trigger?.id ?? null);
  const form = useObjectForm<ConsequentialFormValues, ConsequentialField>({
    initial: () => (trigger ? consequentialFormOf(trigger) : newConsequentialForm(orgId, freeTypes.data)),
    check: (values) => checkConsequentialForm(values, freeTypes.data),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverConsequentialErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed } = form;

  const send = useSaveWithToast({ save, toast: SAVED_TOAST, onSaved, onFailed: saveFailed });
  const submit = handleSubmit(() =>
    send(trigger ? { kind: "update", request: toUpdateRequest(values, trigger) } : { kind: "create", request: toCreateRequest(values, initiatorId) }),
  );

  const triggerType = (
    <TriggerTypeField
      id={FIELD_IDS.consequentialTrigger}
      value={values.consequentialTrigger}
      freeTypes={freeTypes.data}
      loading={freeTypes.isLoading}
      onChange={(type) => edit("consequentialTrigger", type)}
      error={errorOf("consequentialTrigger")}
    />
  );

  return (
    <form
      className="stack"
      onSubmit={submit}
      noValidate
      aria-label={trigger ? t("consequentials.editor.editTitle", { name: trigger.name }) : t("consequentials.editor.newTitle")}
      data-testid="consequential-form"
    >
      {values.alarmPlanId === null && values.rotationalCalendarId === null && <Message severity="warn" text={t("consequentials.editor.noPlanWarning")} />}
      <AlarmDefinitionFields
        idPrefix={ID_PREFIX}
        values={values}
        edit={edit}
        touch={touch}
        errorOf={errorOf}
        orgId={values.orgId}
        planRequired={false}
        planName={trigger?.alarmPlanName}
        generalExtra={triggerType}
        hideSystemId
        autoFocus={!trigger}
      />
      <div className="object-editor__footer point-editor__footer">
        {trigger && (
          <Button
            id="consequential-editor-delete"
            type="button"
            label={t("consequentials.delete.button")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(trigger)}
            disabled={save.isPending}
          />
        )}
        <Button id="consequential-cancel" type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button id="consequential-save" type="submit" label={t("consequentials.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
