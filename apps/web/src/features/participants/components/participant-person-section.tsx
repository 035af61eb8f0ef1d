import { PARTICIPANT_LANGUAGES } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { NAME_MAX_LENGTH, SHORT_NAME_MAX_LENGTH, type ParticipantFormValues } from "./participant-form-model";
import type { ParticipantFormState } from "./use-participant-form";

/** The participant's names and language. */
export function ParticipantPersonSection({ form }: { form: ParticipantFormState }) {
  const { t } = useTranslation();
  const { participant, values, edit, touch, errorOf } = form;
  const languages = PARTICIPANT_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));

  return (
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
        <FormField
          id="participant-short-name"
          label={t("participants.editor.shortName")}
          error={errorOf("shortName")}
          hint={t("participants.editor.shortNameHint")}
        >
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
  );
}
