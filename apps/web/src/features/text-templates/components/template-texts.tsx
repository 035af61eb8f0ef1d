import { PARTICIPANT_LANGUAGES } from "@alarm/contract";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { TabPanel, TabView } from "primereact/tabview";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { PlaceholderChips } from "./placeholder-chips";
import {
  FIELD_LIMITS,
  insertAt,
  TEXT_PARTS,
  textFieldOf,
  type TemplateFormValues,
  type TextField,
  type TextLanguage,
  type TextPart,
} from "./template-form-model";

/** The input of one language's subject or body, e.g. `text-template-german-body`. */
export const textFieldId = (field: TextField) => `text-template-${field.replace(".", "-").toLowerCase()}`;

interface TemplateTextsProps {
  values: TemplateFormValues;
  errorOf: (field: TextField) => string | undefined;
  onChange: (field: TextField, text: string) => void;
  language: TextLanguage;
  onLanguage: (language: TextLanguage) => void;
}

/** A tab per language with its subject and body, and the placeholder chips that write into them. */
export function TemplateTexts({ values, errorOf, onChange, language, onLanguage }: TemplateTextsProps) {
  const { t } = useTranslation();
  const lastPart = useRef<TextPart>("body");

  const insert = (placeholder: string) => {
    const field = textFieldOf(language, lastPart.current);
    const input = document.getElementById(textFieldId(field)) as HTMLInputElement | HTMLTextAreaElement | null;
    const text = values[field];
    const { text: changed, caret } = insertAt(text, placeholder, input?.selectionStart ?? text.length, input?.selectionEnd ?? text.length);
    onChange(field, changed);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  };

  const hasError = (candidate: TextLanguage) => TEXT_PARTS.some((part) => errorOf(textFieldOf(candidate, part)));

  return (
    <div className="text-template-texts stack gap-s">
      <PlaceholderChips onInsert={insert} describedBy="text-template-placeholders-hint" />
      <small id="text-template-placeholders-hint" className="form-field__hint">
        {t("textTemplates.placeholders.hint")}
      </small>
      <TabView activeIndex={PARTICIPANT_LANGUAGES.indexOf(language)} onTabChange={(event) => onLanguage(PARTICIPANT_LANGUAGES[event.index] ?? "ENGLISH")}>
        {PARTICIPANT_LANGUAGES.map((tab) => (
          <TabPanel
            key={tab}
            header={t(`languages.${tab}`)}
            leftIcon={hasError(tab) ? "pi pi-exclamation-circle text-template-texts__tab-error" : undefined}
            headerClassName={`text-template-tab text-template-tab--${tab.toLowerCase()}`}
          >
            <div className="text-template-texts__panel stack gap-l">
              {TEXT_PARTS.map((part) => {
                const field = textFieldOf(tab, part);
                const id = textFieldId(field);
                const error = errorOf(field);
                const label =
                  part === "subject"
                    ? t("textTemplates.editor.subject")
                    : t(tab === "ENGLISH" ? "textTemplates.editor.bodyRequired" : "textTemplates.editor.body");
                const hint = tab !== "ENGLISH" ? t("textTemplates.editor.fallbackHint") : undefined;
                const common = {
                  id,
                  value: values[field],
                  onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
                  onFocus: () => (lastPart.current = part),
                  maxLength: FIELD_LIMITS[part],
                  invalid: Boolean(error),
                  ...fieldAria(id, error),
                };
                return (
                  <FormField key={part} id={id} label={label} error={error} hint={part === "body" ? hint : undefined}>
                    {part === "subject" ? (
                      <InputText {...common} autoComplete="off" />
                    ) : (
                      <InputTextarea {...common} rows={6} autoResize aria-required={tab === "ENGLISH"} />
                    )}
                  </FormField>
                );
              })}
            </div>
          </TabPanel>
        ))}
      </TabView>
    </div>
  );
}
