import { type TextTemplate } from "@alarm/contract";
import { Button } from "primereact/button";
import { type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { textTemplatesQueryKey } from "../api/query-keys";
import { useSaveTextTemplate } from "../api/template";
import {
  checkTemplateForm,
  FIELD_LIMITS,
  firstLanguageWithError,
  newTemplateForm,
  serverTemplateErrors,
  TEXT_FIELDS,
  templateFormOf,
  textsOf,
  toCreateRequest,
  toUpdateRequest,
  type TemplateField,
  type TemplateFormErrors,
  type TextLanguage,
} from "./template-form-model";
import { textFieldId, TemplateTexts } from "./template-texts";
import { TextPreview } from "./text-preview";

const FIELD_IDS = {
  name: "text-template-name",
  description: "text-template-description",
  orgId: "text-template-organization",
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, textFieldId(field)])),
} as Record<TemplateField, string>;

interface TemplateFormProps {
  /** The template edited; none when creating. */
  template?: TextTemplate;
  defaultOrgId: number | null;
  onSaved: (template: TextTemplate) => void;
  onCancel: () => void;
  onDelete: (template: TextTemplate) => void;
}

/** Name, description, organization, the texts of each language and their live preview. */
export function TemplateForm({ template, defaultOrgId, onSaved, onCancel, onDelete }: TemplateFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveTextTemplate();
  const [language, setLanguage] = useState<TextLanguage>("ENGLISH");
  const mode = template ? "edit" : "create";
  const form = useObjectForm<ReturnType<typeof newTemplateForm>, TemplateField>({
    initial: () => (template ? templateFormOf(template) : newTemplateForm(defaultOrgId)),
    check: (values) => checkTemplateForm(values, mode),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverTemplateErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed } = form;

  // A field in error may sit on a language tab that is not open: open it first, so it can be focused.
  const showLanguageOf = (errors: TemplateFormErrors | null) => {
    const shown = errors && firstLanguageWithError(errors);
    if (shown && shown !== language) flushSync(() => setLanguage(shown));
  };

  const send = handleSubmit(() => {
    const request = template
      ? { kind: "update" as const, request: toUpdateRequest(values, template) }
      : { kind: "create" as const, request: toCreateRequest(values) };
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.show({
          severity: "success",
          summary: template ? t("textTemplates.editor.savedTitle") : t("textTemplates.editor.createdTitle"),
          detail: t("textTemplates.editor.saved", { name: saved.name }),
        });
        onSaved(saved);
      },
      onError: (error) => {
        showLanguageOf(isApiError(error) ? serverTemplateErrors(error.details) : null);
        saveFailed(error);
      },
    });
  });
  const submit = (event: FormEvent) => {
    showLanguageOf(checkTemplateForm(values, mode));
    send(event);
  };

  const title = template ? t("textTemplates.editor.editTitle", { name: template.name }) : t("textTemplates.editor.newTitle");
  return (
    <form className="text-template-form" onSubmit={submit} noValidate aria-label={title}>
      <div className="text-template-form__columns">
        <div className="stack">
          <section className="text-template-form__section stack gap-l" aria-labelledby="text-template-details-title">
            <h3 id="text-template-details-title">{t("textTemplates.editor.details")}</h3>
            <ObjectIdentityFields
              idPrefix="text-template"
              section="textTemplates"
              form={form}
              limits={FIELD_LIMITS}
              organization={{ saved: template, names: template && { name: template.name }, objectType: "TEXT_TEMPLATE", queryKey: textTemplatesQueryKey }}
            />
          </section>
          <section className="text-template-form__section stack gap-l" aria-labelledby="text-template-texts-title">
            <h3 id="text-template-texts-title">{t("textTemplates.editor.texts")}</h3>
            <TemplateTexts
              values={values}
              errorOf={errorOf}
              onChange={(field, text) => {
                edit(field, text);
                // Placeholders are checked while writing, not only on leaving the field.
                touch(field);
              }}
              language={language}
              onLanguage={setLanguage}
            />
          </section>
        </div>
        <TextPreview texts={textsOf(values)} language={language} />
      </div>

      <div className="object-editor__footer text-template-form__footer">
        {template && (
          <Button
            type="button"
            label={t("textTemplates.toolbar.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(template)}
          />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" label={t("textTemplates.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
