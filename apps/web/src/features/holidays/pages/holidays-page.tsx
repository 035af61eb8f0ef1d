import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { useCurrentUser } from "../../../lib/use-session";
import { HolidaysScreen } from "../components/holidays-screen";
import "./holidays-page.css";

/** /holidays: holidays per organization and year (docs/domain-rules.md#holidays). Everyone may look; PARTICIPANT_ADMIN may change them. */
export function HolidaysPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const canEdit = me?.authorities.includes("PARTICIPANT_ADMIN") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("holidays.title")} icon="pi-sun" />
      <HolidaysScreen canEdit={canEdit} />
      <ConfirmDialog />
    </section>
  );
}
