import type { GeoLocation } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { accuracyMetres, coordinatesText } from "../model/lone-worker-view";
import { MapLink } from "./map-link";

/** Where the participant app's user was when raising the alarm: coordinates, accuracy and a map link. */
export function LocationSection({ location }: { location: GeoLocation }) {
  const { t } = useTranslation();
  const metres = accuracyMetres(location);
  return (
    <section className="alarm-details__section stack gap-m" aria-labelledby="alarm-location-title" data-testid="alarm-location">
      <h3 id="alarm-location-title">{t("alarmTable.location.title")}</h3>
      <dl className="alarm-summary__facts">
        <div>
          <dt>{t("alarmTable.location.coordinates")}</dt>
          <dd>{coordinatesText(location)}</dd>
        </div>
        <div>
          <dt>{t("alarmTable.location.accuracy")}</dt>
          <dd>{metres === null ? t("alarmTable.location.accuracyUnknown") : t("alarmTable.location.accuracyValue", { metres })}</dd>
        </div>
        <div>
          <dt>{t("alarmTable.location.map")}</dt>
          <dd>
            <MapLink location={location} text={t("alarmTable.location.openMap")} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
