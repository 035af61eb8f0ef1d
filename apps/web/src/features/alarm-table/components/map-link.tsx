import { mapLink, type GeoLocation } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { accuracyMetres, coordinatesText } from "../model/lone-worker-view";

/** A position as a link to OpenStreetMap, opened in a new tab: its coordinates and accuracy, or the given text. */
export function MapLink({ location, text }: { location: GeoLocation; text?: string }) {
  const { t } = useTranslation();
  const metres = accuracyMetres(location);
  return (
    <a
      href={mapLink(location)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-cluster gap-xs"
      title={t("alarmTable.location.openMap")}
      data-testid="map-link"
    >
      <i className="pi pi-map-marker" aria-hidden="true" />
      {text ? (
        <span>{text}</span>
      ) : (
        <span className="alarm-time">
          <span>{coordinatesText(location)}</span>
          {metres !== null && <small>{t("alarmTable.location.accuracyValue", { metres })}</small>}
        </span>
      )}
      <span className="visually-hidden">{t("alarmTable.location.newTab")}</span>
    </a>
  );
}
