import type { IntegrationKey } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { Dropdown } from "primereact/dropdown";
import { MultiSelect } from "primereact/multiselect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../form-field";
import { pendingOptions } from "../pending-options";
import { usePointOptions } from "../point-options";
import { describeError } from "../toast/describe-error";
import { integrationKindKey } from "./integration-kind";
import { integrationKeysQueryOptions } from "./integrations-api";

type KeyOption = { value: number; label: string; detail?: string };

interface IntegrationKeysPickerProps {
  /** The id of the keys' input; the alarm point's is `<id>-point`. */
  id: string;
  /** The organization whose points (and those below it) offer their keys. */
  orgId: number | null;
  value: number[];
  onChange: (integrationKeyIds: number[]) => void;
  error?: string;
  /** At least one key must be chosen. */
  required?: boolean;
  /** Said under the keys while there is no problem. */
  hint?: string;
}

/**
 * Integration keys to choose: an alarm point of the organization (or below it) lists its keys;
 * keys of several points can be chosen one point after another.
 */
export function IntegrationKeysPicker({ id, orgId, value, onChange, error, required = false, hint }: IntegrationKeysPickerProps) {
  const { t, i18n } = useTranslation();
  const pointId = `${id}-point`;
  const [browsed, setBrowsed] = useState<number | null>(null);
  // The names of the keys chosen so far, so that they stay readable when another point is browsed.
  const [names, setNames] = useState<Record<number, string>>({});
  const points = usePointOptions(orgId, "source");
  const keys = useQuery({ ...integrationKeysQueryOptions(browsed ?? 0), enabled: browsed !== null });

  const detailOf = (key: IntegrationKey) => `${t(integrationKindKey(key.kind))}${key.revokedAt ? ` · ${t("integrations.keyPicker.revoked")}` : ""}`;
  const listed: KeyOption[] = (keys.data ?? []).map((key) => ({ value: key.id, label: key.name, detail: detailOf(key) }));
  const options = [
    ...value
      .filter((key) => !listed.some((option) => option.value === key))
      .map((key) => ({ value: key, label: names[key] ?? t("integrations.keyPicker.keyNumber", { id: key }) })),
    ...listed,
  ];
  const pointsError = points.isError ? t("integrations.keyPicker.pointsFailed", { reason: describeError(points.error, i18n).detail }) : undefined;
  const keysError = keys.isError ? t("integrations.keyPicker.keysFailed", { reason: describeError(keys.error, i18n).detail }) : undefined;

  return (
    <div className="object-editor__grid">
      <FormField id={pointId} label={t("integrations.keyPicker.point")} error={pointsError} hint={t("integrations.keyPicker.pointHint")}>
        <Dropdown
          inputId={pointId}
          value={browsed}
          options={points.data ?? []}
          optionValue="id"
          optionLabel="name"
          onChange={(event) => setBrowsed((event.value as number | undefined) ?? null)}
          filter
          filterBy="name,orgName"
          placeholder={t("integrations.keyPicker.choosePoint")}
          {...pendingOptions(points.isLoading, t("integrations.keyPicker.noPoints"), t)}
          emptyFilterMessage={t("integrations.keyPicker.noPointMatch")}
        />
      </FormField>
      <FormField id={id} label={t("integrations.keyPicker.keys")} error={error ?? keysError} hint={hint}>
        <MultiSelect
          inputId={id}
          value={value}
          options={options}
          onChange={(event) => {
            const chosen = event.value as number[];
            setNames((known) => ({
              ...known,
              ...Object.fromEntries(listed.filter((option) => chosen.includes(option.value)).map((option) => [option.value, option.label])),
            }));
            onChange(chosen);
          }}
          itemTemplate={(option: KeyOption) => (
            <span className="cluster wrap gap-s">
              <span>{option.label}</span>
              {option.detail && <small className="muted">{option.detail}</small>}
            </span>
          )}
          display="chip"
          placeholder={t("integrations.keyPicker.choose")}
          {...pendingOptions(keys.isFetching, t(browsed === null ? "integrations.keyPicker.choosePointFirst" : "integrations.keyPicker.noKeys"), t)}
          showSelectAll={false}
          invalid={Boolean(error)}
          aria-required={required || undefined}
          {...fieldAria(id, error ?? keysError)}
        />
      </FormField>
    </div>
  );
}
