import { ProgressSpinner } from "primereact/progressspinner";
import { useTranslation } from "react-i18next";

/** Shown while a screen or the session check is loading. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <ProgressSpinner style={{ width: "3rem", height: "3rem" }} strokeWidth="4" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  );
}
