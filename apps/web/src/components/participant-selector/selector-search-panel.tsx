import { DEVICE_TYPES, PARTICIPANT_LANGUAGES, type DeviceType } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ParticipantLanguage, SelectorFilters, SelectorOptions } from "./selector-filters";

interface SelectorSearchPanelProps {
  id: string;
  filters: SelectorFilters;
  onChange: (filters: SelectorFilters) => void;
  options: SelectorOptions;
  /** Device types the server knows (GET /list/devices); all of them until it answers. */
  deviceTypes: readonly DeviceType[] | undefined;
}

/** The filters of the selector's search panel (docs/domain-rules.md#participant-selector). */
export function SelectorSearchPanel({ id, filters, onChange, options, deviceTypes }: SelectorSearchPanelProps) {
  const { t } = useTranslation();
  const base = useId();
  const set = <K extends keyof SelectorFilters>(key: K, value: SelectorFilters[K]) => onChange({ ...filters, [key]: value });
  const text = (key: "name" | "surname" | "shortName" | "groupName", label: string) => (
    <div className="ps-filter stack">
      <label htmlFor={`${base}-${key}`}>{label}</label>
      <InputText
        id={`${base}-${key}`}
        type="search"
        value={filters[key]}
        onChange={(event) => set(key, event.target.value)}
        maxLength={100}
        autoComplete="off"
      />
    </div>
  );

  return (
    <div id={id} className="ps-search frame" role="search" aria-label={t("participantSelector.search.label")}>
      {options.allowParticipants && (
        <>
          {text("name", t("participantSelector.search.name"))}
          {text("surname", t("participantSelector.search.surname"))}
          {text("shortName", t("participantSelector.search.shortName"))}
          <div className="ps-filter stack">
            <label htmlFor={`${base}-language`}>{t("participantSelector.search.language")}</label>
            <Dropdown
              inputId={`${base}-language`}
              value={filters.language}
              options={PARTICIPANT_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              onChange={(event) => set("language", (event.value as ParticipantLanguage | undefined) ?? null)}
              placeholder={t("participantSelector.search.anyLanguage")}
              showClear
            />
          </div>
          <div className="ps-filter stack">
            <label htmlFor={`${base}-device`}>{t("participantSelector.search.deviceType")}</label>
            <Dropdown
              inputId={`${base}-device`}
              value={filters.deviceType}
              options={(deviceTypes ?? DEVICE_TYPES).map((type) => ({ value: type, label: t(`participantSelector.deviceTypes.${type}`) }))}
              onChange={(event) => set("deviceType", (event.value as DeviceType | undefined) ?? null)}
              placeholder={t("participantSelector.search.anyDevice")}
              showClear
            />
          </div>
        </>
      )}
      {options.allowParticipantGroups && text("groupName", t("participantSelector.search.groupName"))}
    </div>
  );
}
