import { PASSWORD_MIN_LENGTH } from "@alarm/contract";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";

interface UserPasswordFieldsProps {
  password: string;
  repeatPassword: string;
  onPassword: (value: string) => void;
  onRepeatPassword: (value: string) => void;
  onBlurRepeat: () => void;
  /** The strength problem of the password typed so far (live), `undefined` when it meets the rule. */
  strength: string | undefined;
  passwordError?: string;
  repeatError?: string;
  /** Labels for setting a new password of an existing user. */
  replacing: boolean;
}

/** Password and its repetition, with the contract's strength rule checked while typing. */
export function UserPasswordFields(props: UserPasswordFieldsProps) {
  const { t } = useTranslation();
  const { password, repeatPassword, onPassword, onRepeatPassword, onBlurRepeat, strength, passwordError, repeatError, replacing } = props;
  const hint = !password ? t("users.editor.passwordRule", { min: PASSWORD_MIN_LENGTH }) : (strength ?? t("users.editor.passwordGood"));

  return (
    <div className="object-editor__grid">
      <FormField id="user-password" label={replacing ? t("users.editor.newPassword") : t("users.editor.password")} error={passwordError} hint={hint}>
        <InputText
          id="user-password"
          type="password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          autoComplete="new-password"
          maxLength={200}
          invalid={Boolean(passwordError)}
          aria-required
          {...fieldAria("user-password", passwordError)}
        />
      </FormField>
      <FormField id="user-repeat-password" label={t("users.editor.repeatPassword")} error={repeatError}>
        <InputText
          id="user-repeat-password"
          type="password"
          value={repeatPassword}
          onChange={(event) => onRepeatPassword(event.target.value)}
          onBlur={onBlurRepeat}
          autoComplete="new-password"
          maxLength={200}
          invalid={Boolean(repeatError)}
          aria-required
          {...fieldAria("user-repeat-password", repeatError)}
        />
      </FormField>
    </div>
  );
}
