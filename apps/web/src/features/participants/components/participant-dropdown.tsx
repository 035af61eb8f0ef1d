import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParticipantOptions, type ParticipantOption } from "../api/participant-options";
import { useDebouncedCallback } from "../../../lib/use-debounced-callback";

interface ParticipantDropdownProps {
  inputId: string;
  value: number | null;
  /** How the chosen participant is shown before the options have arrived (e.g. its name). */
  selectedLabel?: string;
  onChange: (participant: ParticipantOption | null) => void;
  /** Participants that cannot be chosen (e.g. the participant themselves). */
  excludeId?: number;
  /** Offers only participants an object of this organization may name (its own and those above it). */
  usableInOrgId?: number;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  autoFocus?: boolean;
}

/** A drop-down of participants searched on the server while typing (500 ms after the last key). */
export function ParticipantDropdown(props: ParticipantDropdownProps) {
  const { t } = useTranslation();
  const { inputId, value, selectedLabel, onChange, excludeId, usableInOrgId, placeholder, invalid, describedBy, className, autoFocus } = props;
  const [text, setText] = useState("");
  const applyText = useDebouncedCallback((next: string) => setText(next.trim()));
  const options = useParticipantOptions(text, true, usableInOrgId ?? null);
  const listed = (options.data ?? []).filter((option) => option.id !== excludeId);
  // The chosen participant stays in the list while another text is searched.
  const [chosen, setChosen] = useState<ParticipantOption | null>(null);
  const known = listed.find((option) => option.id === value) ?? (chosen?.id === value ? chosen : null);
  const all =
    value !== null && !listed.some((option) => option.id === value)
      ? [known ?? { id: value, fullName: selectedLabel ?? `#${value}`, shortName: null, login: null, orgName: "", searchText: selectedLabel ?? "" }, ...listed]
      : listed;

  const item = (option: ParticipantOption | null) =>
    option ? (
      <span className="participant-option">
        <span className="participant-option__name">
          {option.fullName}
          {option.shortName && <small className="participant-option__short"> ({option.shortName})</small>}
        </span>
        {option.orgName && <small className="participant-option__org">{option.orgName}</small>}
      </span>
    ) : null;

  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={all}
      optionLabel="fullName"
      optionValue="id"
      filter
      filterBy="searchText"
      onFilter={(event) => applyText(event.filter)}
      filterPlaceholder={t("participants.participantPicker.search")}
      emptyFilterMessage={options.isFetching ? t("common.loading") : t("participants.participantPicker.noMatch")}
      emptyMessage={options.isFetching ? t("common.loading") : t("participants.participantPicker.none")}
      itemTemplate={item}
      onChange={(event) => {
        const picked = all.find((option) => option.id === event.value) ?? null;
        setChosen(picked);
        onChange(picked);
      }}
      placeholder={placeholder ?? t("participants.participantPicker.placeholder")}
      invalid={invalid}
      aria-describedby={describedBy}
      className={className}
      autoFocus={autoFocus}
      resetFilterOnHide
      onHide={() => setText("")}
    />
  );
}
