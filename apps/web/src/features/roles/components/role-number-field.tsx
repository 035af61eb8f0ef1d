import { ROLE_NUMBER_MAX, ROLE_PRESETS } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { fieldAria, FormField } from "../../../components/form-field";

/** The role numbers with a dashboard preset, and the words for what it shows. */
const PRESET_KEYS: Readonly<Record<number, string>> = {
  5: "roles.roleNumberPresets.shortcuts",
  6: "roles.roleNumberPresets.lastAlarms",
  8: "roles.roleNumberPresets.figures",
  11: "roles.roleNumberPresets.resources",
};

const NUMBERS = Array.from({ length: ROLE_NUMBER_MAX + 1 }, (_, number) => number);

/** The role number 0..11: which dashboard preset the role's users see until they arrange their own. */
export function RoleNumberField({ value, onChange, error }: { value: number; onChange: (value: number) => void; error?: string }) {
  const { t } = useTranslation();
  const presetOf = (number: number) => t(ROLE_PRESETS[number] ? PRESET_KEYS[number]! : "roles.roleNumberPresets.none");
  const options = NUMBERS.map((number) => ({ value: number, label: t("roles.roleNumberOption", { number, preset: presetOf(number) }) }));
  return (
    <FormField id="role-number" label={t("roles.roleNumber")} hint={t("roles.roleNumberHint")} error={error}>
      <Dropdown
        inputId="role-number"
        value={value}
        options={options}
        onChange={(event) => onChange(event.value as number)}
        {...fieldAria("role-number", error)}
      />
    </FormField>
  );
}
