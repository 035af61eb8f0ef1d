import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { useParticipant } from "../api/participant";
import { ParticipantDropdown } from "../components/participant-dropdown";
import { PrivateSchedule } from "../components/private-schedule";
import "./participants-page.css";

/** ?participant={id}: the participant whose schedule is shown, so that the address can be shared. */
function participantIdOf(param: string | null): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : null;
}

/** /private-schedules: pick a participant, then their private media schedule. */
export function PrivateSchedulesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("PARTICIPANT_ADMIN") ?? false;
  const [params, setParams] = useSearchParams();
  const participantId = participantIdOf(params.get("participant"));
  const participant = useParticipant(allowed ? participantId : null);

  return (
    <section className="page participants-page">
      <PageHeader title={t("participants.schedule.pageTitle")} icon="pi-calendar-minus" />
      {!allowed ? (
        <StateCard icon="pi-lock" title={t("participants.noAccess.title")} text={t("participants.noAccess.text")} />
      ) : (
        <div className="card private-schedules stack gap-l">
          <div className="private-schedules__pick">
            <div className="form-field private-schedules__field">
              <label htmlFor="private-schedule-participant">{t("participants.schedule.participant")}</label>
              <ParticipantDropdown
                inputId="private-schedule-participant"
                value={participantId}
                selectedLabel={participant.data?.fullName}
                onChange={(option) => setParams(option ? { participant: String(option.id) } : {})}
                className="private-schedules__dropdown"
                autoFocus={participantId === null}
              />
            </div>
            {participant.data && (
              <Link className="private-schedules__open" to={`/participants/${participant.data.id}`}>
                <i className="pi pi-user-edit" aria-hidden="true" /> {t("participants.schedule.openParticipant")}
              </Link>
            )}
          </div>
          {participantId === null ? (
            <StateCard icon="pi-calendar-minus" title={t("participants.schedule.chooseTitle")} text={t("participants.schedule.chooseText")} />
          ) : participant.isError ? (
            <StateCard icon="pi-user-minus" title={t("participants.editor.notFound")} text={t("participants.editor.notFoundText")} />
          ) : participant.data ? (
            <PrivateSchedule key={participant.data.id} participant={participant.data} />
          ) : (
            <p role="status">{t("common.loading")}</p>
          )}
        </div>
      )}
      <ConfirmDialog />
    </section>
  );
}
