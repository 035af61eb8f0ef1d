import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useParticipantGroups } from "../api/participant-groups";

/** The participant groups the participant belongs to (read-only; members are changed on the groups screen). */
export function ParticipantGroupsList({ participantId }: { participantId: number }) {
  const { t } = useTranslation();
  const groups = useParticipantGroups(participantId);

  let body;
  if (groups.isPending) {
    body = (
      <p className="object-editor__text muted" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t("common.loading")}
      </p>
    );
  } else if (groups.isError) {
    body = <p className="object-editor__text muted object-editor__text--error">{t("participants.groups.loadError")}</p>;
  } else if (groups.data.length === 0) {
    body = <p className="object-editor__text muted">{t("participants.groups.none")}</p>;
  } else {
    body = (
      <ul className="participant-groups">
        {groups.data.map((group) => (
          <li key={group.id} className="participant-groups__item cluster">
            <i className="pi pi-users" aria-hidden="true" />
            <Link to={`/participant-groups/${group.id}`}>{group.name}</Link>
            <small className="participant-groups__org muted">{group.orgName}</small>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="object-editor__section stack gap-l" aria-labelledby="participant-groups-title">
      <h3 id="participant-groups-title">{t("participants.groups.title")}</h3>
      {body}
    </section>
  );
}
