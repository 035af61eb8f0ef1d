import { PASSWORD_MIN_LENGTH } from "@alarm/contract";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useChangePassword } from "../api/change-password";
import { checkPasswordForm, serverPasswordErrors, type PasswordErrors, type PasswordField, type PasswordForm } from "./password-problems";

const EMPTY: PasswordForm = { previousPassword: "", newPassword: "", repeatPassword: "" };

const FIELD_IDS: Record<PasswordField, string> = {
  previousPassword: "previous-password",
  newPassword: "new-password",
  repeatPassword: "repeat-password",
};

export function ChangePasswordForm({ login }: { login: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const change = useChangePassword();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<PasswordErrors>({});
  const errors: PasswordErrors = { ...(checked ? checkPasswordForm(form, login, t) : {}), ...serverErrors };
  const labels: Record<PasswordField, string> = {
    previousPassword: t("account.password.previous"),
    newPassword: t("account.password.new"),
    repeatPassword: t("account.password.repeat"),
  };

  const edit = (field: PasswordField, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerErrors({});
    if (Object.keys(checkPasswordForm(form, login, t)).length > 0) return;
    const { previousPassword, newPassword } = form;
    change.mutate(
      { previousPassword, newPassword },
      {
        onSuccess: () => {
          setForm(EMPTY);
          setChecked(false);
          toast.show({ severity: "success", summary: t("account.password.changedTitle"), detail: t("account.password.changed") });
        },
        onError: (error) => {
          const fieldErrors = isApiError(error, "VALIDATION") ? serverPasswordErrors(error.details, t, (key) => i18n.exists(key)) : null;
          if (fieldErrors && Object.keys(fieldErrors).length > 0) setServerErrors(fieldErrors);
          else toast.showError(error);
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title" className="card__title">
        {t("account.password.title")}
      </h2>
      <form className="stack-form" onSubmit={submit} noValidate>
        {(Object.keys(FIELD_IDS) as PasswordField[]).map((field) => {
          const id = FIELD_IDS[field];
          return (
            <FormField
              key={field}
              id={id}
              label={labels[field]}
              required
              error={errors[field]}
              hint={field === "newPassword" ? t("account.password.rule", { min: PASSWORD_MIN_LENGTH }) : undefined}
            >
              <InputText
                id={id}
                type="password"
                value={form[field]}
                onChange={(event) => edit(field, event.target.value)}
                autoComplete={field === "previousPassword" ? "current-password" : "new-password"}
                maxLength={200}
                invalid={Boolean(errors[field])}
                {...fieldAria(id, errors[field])}
              />
            </FormField>
          );
        })}
        <div>
          <Button type="submit" label={t("account.password.submit")} icon="pi pi-lock" loading={change.isPending} />
        </div>
      </form>
    </section>
  );
}
