import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { ExportCard } from "../components/export-card";
import { ImportCard } from "../components/import-card";

/** /import-export (menu Technical configuration > Import/export): an organization's configuration as a file, and back. */
export function ImportExportPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("IMPORT_EXPORT") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("menu.importExport")} icon="pi-file-export" />
      <ConfirmDialog />
      {allowed ? (
        <div className="stack gap-l">
          <ExportCard />
          <ImportCard />
        </div>
      ) : (
        <StateCard icon="pi-lock" title={t("importExport.noAccess.title")} text={t("importExport.noAccess.text")} />
      )}
    </section>
  );
}
