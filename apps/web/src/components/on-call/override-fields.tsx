import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { DateTimeInput } from "../date-time-input";
import { FormField, fieldErrorId } from "../form-field";
import { pendingOptions } from "../pending-options";
import { OVERRIDE_FIELD_IDS, type OverrideFormState } from "./use-override-form";

interface OverridePersonFieldProps {
  form: OverrideFormState;
  field: "participantId" | "coveringParticipantId";
  label: string;
  placeholder: string;
}

/** The participant covered, or the one covering (anyone but the covered). */
export function OverridePersonField({ form, field, label, placeholder }: OverridePersonFieldProps) {
  const { t } = useTranslation();
  const { values, errorOf, change, candidates, people, nameOf } = form;
  const id = OVERRIDE_FIELD_IDS[field];
  return (
    <FormField id={id} label={label} error={errorOf(field) ?? (candidates.isError ? t("onCall.override.peopleLoadError") : undefined)} required>
      <Dropdown
        inputId={id}
        value={values[field]}
        options={field === "participantId" ? people : people.filter((person) => person.id !== values.participantId)}
        optionLabel="fullName"
        optionValue="id"
        filter
        filterBy="fullName"
        itemTemplate={(person: (typeof people)[number]) => (
          <span className="cluster gap-s spread">
            <span>{person.fullName}</span>
            {person.orgName && <small className="muted">{person.orgName}</small>}
          </span>
        )}
        onChange={(event) => {
          const chosen = event.value as number | null;
          change(field === "participantId" ? { participantId: chosen, participantName: nameOf(chosen) } : { coveringParticipantId: chosen });
        }}
        placeholder={placeholder}
        {...pendingOptions(candidates.isPending, t("onCall.override.noPeople"), t)}
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(id) : undefined}
        aria-required
      />
    </FormField>
  );
}

/** When the override starts or ends. */
export function OverrideTimeField({ form, field, label }: { form: OverrideFormState; field: "from" | "to"; label: string }) {
  const { values, errorOf, change } = form;
  const id = OVERRIDE_FIELD_IDS[field];
  return (
    <FormField id={id} label={label} error={errorOf(field)} required>
      <DateTimeInput
        inputId={id}
        value={values[field]}
        onChange={(value) => change({ [field]: value })}
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(id) : undefined}
        aria-required
      />
    </FormField>
  );
}
