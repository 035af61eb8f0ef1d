import { useTranslation } from "react-i18next";
import { describeSignInFailure } from "./sign-in-failure";

/** The last sign-in failure, under the form, in the current language. */
export function LoginError({ error }: { error: unknown }) {
  const { i18n } = useTranslation();
  if (!error) return null;
  const { summary, detail } = describeSignInFailure(error, i18n);
  return (
    <div className="login-error row gap-m" role="alert">
      <i className="pi pi-times-circle" aria-hidden="true" />
      <div>
        <strong>{summary}</strong>
        <span>{detail}</span>
      </div>
    </div>
  );
}
