import type { AlarmTemplate } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { AlarmDefinitionFields, alarmDefinitionFieldIds } from "../../../components/alarm-definition-fields";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { ObjectOrganizationField } from "../../../components/object-list/object-organization-field";
import { useToast } from "../../../components/toast/toast-context";
import { alarmTemplatesQueryKey } from "../api/query-keys";
import { useSaveAlarmTemplate } from "../api/template";
import {
  checkTemplateForm,
  newTemplateForm,
  serverTemplateErrors,
  templateFormOf,
  toCreateRequest,
  toUpdateRequest,
  type TemplateField,
  type TemplateFormValues,
} from "./template-form-model";

const ID_PREFIX = "alarm-template";
const FIELD_IDS: Record<TemplateField, string> = { ...alarmDefinitionFieldIds(ID_PREFIX), orgId: `${ID_PREFIX}-organization` };

interface TemplateFormProps {
  /** The template edited; none when creating. */
  template?: AlarmTemplate;
  defaultOrgId: number | null;
  onSaved: (template: AlarmTemplate) => void;
  onCancel: () => void;
  onDelete: (template: AlarmTemplate) => void;
}

/** The fields of an alarm point, kept as a template for new alarm points, and its organization. */
export function TemplateForm({ template, defaultOrgId, onSaved, onCancel, onDelete }: TemplateFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAlarmTemplate();
  const mode = template ? "edit" : "create";
  const form = useObjectForm<TemplateFormValues, TemplateField>({
    initial: () => (template ? templateFormOf(template) : newTemplateForm(defaultOrgId)),
    check: (values) => checkTemplateForm(values, mode),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverTemplateErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed } = form;

  const submit = handleSubmit(() => {
    const request = template
      ? { kind: "update" as const, request: toUpdateRequest(values, template) }
      : { kind: "create" as const, request: toCreateRequest(values) };
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.show({
          severity: "success",
          summary: template ? t("alarmTemplates.editor.savedTitle") : t("alarmTemplates.editor.createdTitle"),
          detail: t("alarmTemplates.editor.saved", { name: saved.name }),
        });
        onSaved(saved);
      },
      onError: saveFailed,
    });
  });

  const organization = (
    <ObjectOrganizationField
      id={FIELD_IDS.orgId}
      section="alarmTemplates"
      saved={template}
      names={template && { name: template.name }}
      objectType="ALARM_TEMPLATE"
      queryKey={alarmTemplatesQueryKey}
      value={values.orgId}
      onChange={(orgId) => edit("orgId", orgId)}
      error={errorOf("orgId")}
    />
  );

  return (
    <form
      className="alarm-template-form"
      onSubmit={submit}
      noValidate
      aria-label={template ? t("alarmTemplates.editor.editTitle", { name: template.name }) : t("alarmTemplates.editor.newTitle")}
    >
      {template?.icon === null && (
        <p className="alarm-template-form__notice cluster" role="status">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t("alarmTemplates.editor.unreadableIcon")}
        </p>
      )}
      <AlarmDefinitionFields
        idPrefix={ID_PREFIX}
        values={values}
        edit={(field, value) => edit(field, value as TemplateFormValues[typeof field])}
        touch={touch}
        errorOf={errorOf}
        orgId={values.orgId}
        planRequired={false}
        planName={template?.alarmPlanName}
        generalExtra={organization}
        autoFocus
      />
      <div className="object-editor__footer alarm-template-form__footer">
        {template && (
          <Button
            type="button"
            label={t("alarmTemplates.toolbar.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(template)}
          />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" label={t("alarmTemplates.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
