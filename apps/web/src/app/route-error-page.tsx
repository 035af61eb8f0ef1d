import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router-dom";
import { PageHeader } from "../components/page-header";
import { StateCard } from "../components/state-card";
import { describeError } from "../components/toast/describe-error";
import { isApiError } from "../lib/api-error";
import { NotFoundPage } from "./not-found-page";
import { ScreenLoadTimeoutError } from "./lazy-screen";

/** What the console shows when a screen cannot be checked, loaded or drawn. */
export function RouteErrorPage() {
  const { t, i18n } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  let title = t("routeError.title");
  let text = t("routeError.detail");
  let retry = () => window.location.reload();
  if (error instanceof ScreenLoadTimeoutError) {
    title = t("routeError.timeoutTitle");
    text = t("routeError.timeoutDetail");
  } else if (isApiError(error)) {
    title = t("routeError.serverTitle");
    text = describeError(error, i18n).detail;
    retry = () => void revalidator.revalidate();
  } else if (error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message)) {
    title = t("routeError.loadTitle");
    text = t("routeError.loadDetail");
  }

  return (
    <section className="page">
      <PageHeader title={title} icon="pi-exclamation-triangle" />
      <StateCard icon="pi-exclamation-circle" tone="error" text={text}>
        <Button label={t("routeError.retry")} icon="pi pi-refresh" onClick={retry} />
      </StateCard>
    </section>
  );
}
