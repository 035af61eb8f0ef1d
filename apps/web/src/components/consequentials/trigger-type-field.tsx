import type { ConsequentialTriggerType } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { FormField } from "../form-field";
import { pendingOptions } from "../pending-options";

interface TriggerTypeFieldProps {
  id: string;
  value: ConsequentialTriggerType;
  /** The types the point has no trigger for yet (plus the edited trigger's); undefined while they load. */
  freeTypes: readonly ConsequentialTriggerType[] | undefined;
  loading: boolean;
  onChange: (type: ConsequentialTriggerType) => void;
  error?: string;
}

/** When the initiator's alarm raises the follow-up alarm: one of the types still free, by its translated name. */
export function TriggerTypeField({ id, value, freeTypes, loading, onChange, error }: TriggerTypeFieldProps) {
  const { t } = useTranslation();
  // The chosen type stays readable while the free ones load.
  const options = (freeTypes ?? [value]).map((type) => ({ value: type, label: t(`phrases.${type}`) }));
  return (
    <FormField id={id} label={t("consequentials.fields.triggerType")} required error={error} hint={t("consequentials.hints.triggerType")}>
      <Dropdown
        inputId={id}
        data-testid="consequential-trigger-type"
        value={value}
        options={options}
        onChange={(event) => onChange(event.value as ConsequentialTriggerType)}
        {...pendingOptions(loading, t("consequentials.noFreeType"), t)}
        invalid={Boolean(error)}
      />
    </FormField>
  );
}
