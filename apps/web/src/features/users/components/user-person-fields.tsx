import { LANGUAGES } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import type { UserField, UserFormValues } from "./user-form-model";

interface UserPersonFieldsProps {
  values: UserFormValues;
  edit: <F extends keyof UserFormValues>(field: F, value: UserFormValues[F]) => void;
  touch: (field: UserField) => void;
  errorOf: (field: UserField) => string | undefined;
  /** Put the cursor into the name (when the login is not asked for). */
  focusName: boolean;
}

/** Name, surname, email and language of a user. */
export function UserPersonFields({ values, edit, touch, errorOf, focusName }: UserPersonFieldsProps) {
  const { t } = useTranslation();
  const languages = LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));
  return (
    <section className="object-editor__section stack gap-l user-editor__section" aria-labelledby="user-person-title">
      <h3 id="user-person-title">{t("users.editor.person")}</h3>
      <div className="object-editor__grid">
        <FormField id="user-name" label={t("users.editor.name")} error={errorOf("name")}>
          <InputText
            id="user-name"
            value={values.name}
            onChange={(event) => edit("name", event.target.value)}
            onBlur={() => touch("name")}
            maxLength={100}
            autoComplete="off"
            autoFocus={focusName}
            aria-required
            invalid={Boolean(errorOf("name"))}
            {...fieldAria("user-name", errorOf("name"))}
          />
        </FormField>
        <FormField id="user-surname" label={t("users.editor.surname")} error={errorOf("surname")}>
          <InputText
            id="user-surname"
            value={values.surname}
            onChange={(event) => edit("surname", event.target.value)}
            maxLength={100}
            autoComplete="off"
            invalid={Boolean(errorOf("surname"))}
            {...fieldAria("user-surname", errorOf("surname"))}
          />
        </FormField>
      </div>
      <FormField id="user-email" label={t("users.editor.email")} error={errorOf("email")}>
        <InputText
          id="user-email"
          type="email"
          value={values.email}
          onChange={(event) => edit("email", event.target.value)}
          onBlur={() => touch("email")}
          maxLength={200}
          autoComplete="off"
          invalid={Boolean(errorOf("email"))}
          {...fieldAria("user-email", errorOf("email"))}
        />
      </FormField>
      <FormField id="user-language" label={t("users.editor.language")} error={errorOf("language")}>
        <Dropdown
          inputId="user-language"
          value={values.language}
          options={languages}
          onChange={(event) => edit("language", event.value as UserFormValues["language"])}
        />
      </FormField>
    </section>
  );
}
