import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { editorTargetOf } from "../../../lib/editor-target";
import { ParticipantEditor } from "../components/participant-editor";
import { ParticipantsScreen } from "../components/participants-screen";
import "./participants-page.css";

/** /participants (the table) and /participants/{id|new} (the editor with its private media schedule). */
export function ParticipantsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const target = editorTargetOf(useParams().id);
  const allowed = me?.authorities.includes("PARTICIPANT_ADMIN") ?? false;

  let body;
  if (!allowed) {
    body = (
      <>
        <PageHeader title={t("participants.title")} icon="pi-user" />
        <StateCard icon="pi-lock" title={t("participants.noAccess.title")} text={t("participants.noAccess.text")} />
      </>
    );
  } else if (target) {
    // A fresh editor for each address (after creating, /participants/new becomes /participants/{id}).
    body = <ParticipantEditor key={target.kind === "existing" ? target.id : target.kind} target={target} />;
  } else {
    body = (
      <>
        <PageHeader title={t("participants.title")} icon="pi-user" />
        <ParticipantsScreen />
      </>
    );
  }

  return (
    <section className="page participants-page">
      {body}
      <ConfirmDialog />
    </section>
  );
}
