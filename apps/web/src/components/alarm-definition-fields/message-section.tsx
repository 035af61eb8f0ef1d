import { PARTICIPANT_LANGUAGES, type ParticipantLanguage } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";
import { fieldAria } from "../form-field";
import { PrelistenPlayer } from "../prelisten-player/prelisten-player";
import { DefinitionField } from "./definition-field";
import { LIMITS } from "./form-model";
import { fieldIdOf, type SectionProps } from "./section-props";
import { TextTemplateField } from "./text-template-field";

/** The alarm text of messages and the text template they are written with, and the speech text of voice calls with its language and a pre-listen. */
export function MessageSection({ idPrefix, values, edit, touch, errorOf, readOnly, orgId }: SectionProps) {
  const { t } = useTranslation();
  const textId = fieldIdOf(idPrefix, "text");
  const speechId = fieldIdOf(idPrefix, "speechText");
  const languageId = fieldIdOf(idPrefix, "language");
  const languages = PARTICIPANT_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));
  return (
    <div className="alarm-definition__grid">
      <DefinitionField
        id={textId}
        label={t("alarmDefinition.fields.text")}
        error={errorOf("text")}
        hint={t("alarmDefinition.hints.text")}
        className="alarm-definition__wide"
      >
        <InputTextarea
          id={textId}
          value={values.text}
          onChange={(event) => edit("text", event.target.value)}
          onBlur={() => touch("text")}
          rows={4}
          autoResize
          maxLength={LIMITS.text}
          readOnly={readOnly}
          invalid={Boolean(errorOf("text"))}
          {...fieldAria(textId, errorOf("text"))}
        />
      </DefinitionField>
      <TextTemplateField
        id={fieldIdOf(idPrefix, "textTemplateId")}
        value={values.textTemplateId}
        onChange={(value) => {
          edit("textTemplateId", value);
          touch("textTemplateId");
        }}
        error={errorOf("textTemplateId")}
        readOnly={readOnly}
        usableInOrgId={orgId}
        className="alarm-definition__wide"
      />
      <DefinitionField
        id={speechId}
        label={t("alarmDefinition.fields.speechText")}
        error={errorOf("speechText")}
        hint={t("alarmDefinition.hints.speechText")}
        className="alarm-definition__wide"
      >
        <InputTextarea
          id={speechId}
          value={values.speechText}
          onChange={(event) => edit("speechText", event.target.value)}
          onBlur={() => touch("speechText")}
          rows={3}
          autoResize
          maxLength={LIMITS.speechText}
          readOnly={readOnly}
          invalid={Boolean(errorOf("speechText"))}
          {...fieldAria(speechId, errorOf("speechText"))}
        />
      </DefinitionField>
      <DefinitionField id={languageId} label={t("alarmDefinition.fields.language")} error={errorOf("language")}>
        <Dropdown
          inputId={languageId}
          value={values.language}
          options={languages}
          onChange={(event) => edit("language", event.value as ParticipantLanguage)}
          disabled={readOnly}
        />
      </DefinitionField>
      <div className="alarm-definition__prelisten">
        <PrelistenPlayer text={values.speechText} language={values.language} />
      </div>
    </div>
  );
}
