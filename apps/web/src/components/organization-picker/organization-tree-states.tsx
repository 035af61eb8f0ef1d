import { Button } from "primereact/button";
import { ProgressSpinner } from "primereact/progressspinner";
import { useTranslation } from "react-i18next";
import { failureText } from "./failure-text";

/** The tree's root is being read. */
export function OrganizationTreeLoading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`org-tree stack gap-m org-tree--state muted ${className ?? ""}`} role="status">
      <ProgressSpinner style={{ width: "2rem", height: "2rem" }} strokeWidth="4" aria-hidden="true" />
      <span>{t("organizationPicker.loading")}</span>
    </div>
  );
}

interface OrganizationTreeFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}

/** The tree's root could not be read: the reason and Retry. */
export function OrganizationTreeFailed({ error, retrying, onRetry, className }: OrganizationTreeFailedProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`org-tree stack gap-m org-tree--state muted org-tree--error ${className ?? ""}`} role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>{failureText(t("organizationPicker.loadFailed"), error, i18n).detail}</span>
      <Button type="button" label={t("organizationPicker.retry")} icon="pi pi-refresh" size="small" outlined onClick={onRetry} loading={retrying} />
    </div>
  );
}
