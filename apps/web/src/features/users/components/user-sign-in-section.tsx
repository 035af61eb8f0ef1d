import { Checkbox } from "primereact/checkbox";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { passwordMessage } from "./user-form-model";
import { UserPasswordFields } from "./user-password-fields";
import type { UserFormState } from "./use-user-form";

/** A new user's login and password; an existing user's password, replaced only when asked for. */
export function UserSignInSection({ form }: { form: UserFormState }) {
  const { t } = useTranslation();
  const { mode, values, edit, touch, errorOf, say } = form;
  const showPassword = mode === "create" || values.setPassword;
  const livePassword = values.password ? say(passwordMessage(values.password, values.login.trim())) : undefined;

  return (
    <section className="object-editor__section stack gap-l user-editor__section" aria-labelledby="user-signin-title">
      <h3 id="user-signin-title">{t("users.editor.signIn")}</h3>
      {mode === "create" ? (
        <FormField id="user-login" label={t("users.editor.login")} error={errorOf("login")} hint={t("users.editor.loginHint")} required>
          <InputText
            id="user-login"
            value={values.login}
            onChange={(event) => edit("login", event.target.value)}
            onBlur={() => touch("login")}
            autoComplete="off"
            maxLength={100}
            autoFocus
            aria-required
            invalid={Boolean(errorOf("login"))}
            {...fieldAria("user-login", errorOf("login"))}
          />
        </FormField>
      ) : (
        <div className="user-editor__check cluster">
          <Checkbox
            inputId="user-set-password"
            checked={values.setPassword}
            onChange={(event) => {
              edit("setPassword", Boolean(event.checked));
              if (!event.checked) {
                edit("password", "");
                edit("repeatPassword", "");
              }
            }}
          />
          <label htmlFor="user-set-password">{t("users.editor.setPassword")}</label>
        </div>
      )}
      {showPassword && (
        <UserPasswordFields
          password={values.password}
          repeatPassword={values.repeatPassword}
          onPassword={(value) => {
            edit("password", value);
            touch("password");
          }}
          onRepeatPassword={(value) => edit("repeatPassword", value)}
          onBlurRepeat={() => touch("repeatPassword")}
          strength={livePassword}
          passwordError={errorOf("password")}
          repeatError={errorOf("repeatPassword")}
          replacing={mode === "edit"}
        />
      )}
    </section>
  );
}
