import type { OnCallPerson as Person } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { DeviceList } from "./device-list";

interface OnCallPersonProps {
  person: Person;
  /** Opens the override dialog for this person; absent where overrides cannot be made. */
  onOverride?: (person: Person) => void;
}

/** One participant of the plan in force: rank, name, the devices reached, or greyed with why not. */
export function OnCallPerson({ person, onOverride }: OnCallPersonProps) {
  const { t } = useTranslation();
  return (
    <li className={`on-call-person${person.reached ? "" : " on-call-person--not-reached"}`}>
      <span className="cluster gap-m wrap">
        <span className="on-call-person__rank muted">{t("onCall.person.rank", { rank: person.rank })}</span>
        <span className="on-call-person__name breakable">{person.name}</span>
        {person.reached ? <DeviceList devices={person.devices} /> : <span className="muted">{t("onCall.person.notReached")}</span>}
      </span>
      {/* Under the person's own line, so that a note is not read as the next person's. */}
      {person.notes.length > 0 && (
        <span className="on-call-person__notes cluster gap-m wrap">
          {person.notes.map((note) => (
            <span key={`${note.kind}-${note.detail ?? ""}`} className="muted breakable">
              {note.deviceType ? t("onCall.notes.noDeviceFor", { device: t(`participants.deviceTypes.${note.deviceType}`) }) : t(`onCall.notes.${note.kind}`)}
              {note.detail && `: ${note.detail}`}
            </span>
          ))}
        </span>
      )}
      {onOverride && (
        <Button
          type="button"
          className="on-call-person__override"
          label={t("onCall.person.override")}
          icon="pi pi-user-edit"
          text
          size="small"
          aria-label={t("onCall.person.overrideFor", { name: person.name })}
          onClick={() => onOverride(person)}
        />
      )}
    </li>
  );
}
