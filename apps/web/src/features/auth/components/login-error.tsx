import { useTranslation } from "react-i18next";
import type { ErrorText } from "../../../components/toast/describe-error";
import { describeSignInFailure } from "./sign-in-failure";

/** The last sign-in failure, under the form, in the current language. */
export function LoginError({ error }: { error: unknown }) {
  const { i18n } = useTranslation();
  if (!error) return null;
  return <LoginProblem text={describeSignInFailure(error, i18n)} />;
}

/** A failure already in words (a single sign-on's), in the same box. */
export function LoginProblem({ text: { summary, detail } }: { text: ErrorText }) {
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
