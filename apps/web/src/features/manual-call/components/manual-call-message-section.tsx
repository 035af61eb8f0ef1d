import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";
import { TextTemplateField, useTextTemplateOptions } from "../../../components/alarm-definition-fields";
import { LIMITS } from "../../../components/alarm-definition-fields/form-model";
import { MAX_TRIGGER_TEXT } from "../../../components/alarm-trigger/trigger-checks";
import { FormField, fieldAria } from "../../../components/form-field";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { useCurrentUser } from "../../../lib/use-session";
import { TemplatePreview } from "./template-preview";
import { FIELD_IDS, type ManualCallFormState } from "./use-manual-call-form";

/** What the call says: its name, organization, text template, text (with the template's preview) and speech text. */
export function ManualCallMessageSection({ form }: { form: ManualCallFormState }) {
  const { t } = useTranslation();
  const login = useCurrentUser()?.login ?? "";
  const templates = useTextTemplateOptions();
  const { values, edit, touch, errorOf } = form;
  const template = templates.data?.find((each) => each.id === values.textTemplateId)?.texts ?? null;

  const textArea = (field: "text" | "speechText", hint: string) => (
    <FormField id={FIELD_IDS[field]} label={t(`manualCall.fields.${field}`)} error={errorOf(field)} hint={hint}>
      <InputTextarea
        id={FIELD_IDS[field]}
        value={values[field]}
        onChange={(event) => edit(field, event.target.value)}
        onBlur={() => touch(field)}
        rows={3}
        autoResize
        maxLength={MAX_TRIGGER_TEXT}
        invalid={Boolean(errorOf(field))}
        {...fieldAria(FIELD_IDS[field], errorOf(field))}
      />
    </FormField>
  );

  return (
    <section className="card manual-call__card stack gap-l" aria-labelledby="manual-call-message-title">
      <h2 id="manual-call-message-title" className="card__title">
        {t("manualCall.sections.message")}
      </h2>
      <div className="manual-call__grid">
        <FormField id={FIELD_IDS.name} label={t("manualCall.fields.name")} error={errorOf("name")}>
          <InputText
            id={FIELD_IDS.name}
            value={values.name}
            onChange={(event) => edit("name", event.target.value)}
            onBlur={() => touch("name")}
            maxLength={LIMITS.name}
            autoComplete="off"
            autoFocus
            aria-required
            invalid={Boolean(errorOf("name"))}
            {...fieldAria(FIELD_IDS.name, errorOf("name"))}
          />
        </FormField>
        <OrganizationField
          id={FIELD_IDS.orgId}
          label={t("manualCall.fields.organization")}
          value={values.orgId}
          onChange={(org) => {
            edit("orgId", org.id);
            edit("orgName", org.name);
          }}
          required
          error={errorOf("orgId")}
        />
      </div>
      <TextTemplateField
        id={FIELD_IDS.textTemplateId}
        value={values.textTemplateId}
        onChange={(value) => edit("textTemplateId", value)}
        error={errorOf("textTemplateId")}
        hint={t("manualCall.hints.textTemplate")}
      />
      {textArea("text", t(values.textTemplateId === null ? "manualCall.hints.text" : "manualCall.hints.textInTemplate"))}
      {template && (
        <TemplatePreview
          texts={template}
          values={{ alarmName: values.name.trim(), organization: values.orgName, triggeredBy: login, text: values.text.trim() }}
        />
      )}
      {textArea("speechText", t("manualCall.hints.speechText"))}
    </section>
  );
}
