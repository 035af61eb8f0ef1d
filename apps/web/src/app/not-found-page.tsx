import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { PageHeader } from "../components/page-header";
import { StateCard } from "../components/state-card";

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="page">
      <PageHeader title={t("notFound.title")} icon="pi-compass" />
      <StateCard icon="pi-map" title={t("notFound.headline")} text={t("notFound.detail")}>
        <Button label={t("notFound.toDashboard")} icon="pi pi-home" onClick={() => void navigate("/")} />
      </StateCard>
    </section>
  );
}
