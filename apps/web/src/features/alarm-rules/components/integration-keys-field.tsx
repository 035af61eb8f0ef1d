import type { IntegrationKey } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { Dropdown } from "primereact/dropdown";
import { MultiSelect } from "primereact/multiselect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { integrationKeysQueryOptions } from "../../../components/integrations/integrations-api";
import { integrationKindKey } from "../../../components/integrations/integration-kind";
import { describeError } from "../../../components/toast/describe-error";
import { usePointOptions } from "../api/point-options";
import type { EntryFieldsProps } from "./condition-fields";
import { type ConditionDraft, entryField, fieldIdOf } from "./rule-form-model";
import { pendingOptions } from "../../../components/pending-options";

type KeyOption = { value: number; label: string; detail?: string };

/**
 * The integration keys an INTEGRATION condition names: an alarm point of the rule's organization (or
 * below it) lists its keys to choose from; keys of several points can be chosen one point after another.
 */
export function IntegrationKeysField({ index, entry, orgId, onChange, errorOf }: EntryFieldsProps<Extract<ConditionDraft, { type: "INTEGRATION" }>>) {
  const { t, i18n } = useTranslation();
  const id = fieldIdOf(entryField("conditions", index, "integrationKeyIds"));
  const pointId = `${id}-point`;
  const [browsed, setBrowsed] = useState<number | null>(null);
  // The names of the keys chosen so far, so that they stay readable when another point is browsed.
  const [names, setNames] = useState<Record<number, string>>({});
  const points = usePointOptions(orgId, "source");
  const keys = useQuery({ ...integrationKeysQueryOptions(browsed ?? 0), enabled: browsed !== null });

  const detailOf = (key: IntegrationKey) => `${t(integrationKindKey(key.kind))}${key.revokedAt ? ` · ${t("alarmRules.fields.revoked")}` : ""}`;
  const listed: KeyOption[] = (keys.data ?? []).map((key) => ({ value: key.id, label: key.name, detail: detailOf(key) }));
  const options = [
    ...entry.integrationKeyIds
      .filter((key) => !listed.some((option) => option.value === key))
      .map((key) => ({ value: key, label: names[key] ?? t("alarmRules.fields.keyNumber", { id: key }) })),
    ...listed,
  ];
  const error = errorOf("integrationKeyIds");
  const pointsError = points.isError ? t("alarmRules.fields.pointsFailed", { reason: describeError(points.error, i18n).detail }) : undefined;
  const keysError = keys.isError ? t("alarmRules.fields.keysFailed", { reason: describeError(keys.error, i18n).detail }) : undefined;

  return (
    <div className="object-editor__grid">
      <FormField id={pointId} label={t("alarmRules.fields.keysOfPoint")} error={pointsError} hint={t("alarmRules.fields.keysOfPointHint")}>
        <Dropdown
          inputId={pointId}
          value={browsed}
          options={points.data ?? []}
          optionValue="id"
          optionLabel="name"
          onChange={(event) => setBrowsed((event.value as number | undefined) ?? null)}
          filter
          filterBy="name,orgName"
          placeholder={t("alarmRules.fields.choosePoint")}
          {...pendingOptions(points.isLoading, t("alarmRules.fields.noPoints"), t)}
          emptyFilterMessage={t("alarmRules.fields.noPointMatch")}
        />
      </FormField>
      <FormField id={id} label={t("alarmRules.fields.integrationKeys")} error={error ?? keysError}>
        <MultiSelect
          inputId={id}
          value={entry.integrationKeyIds}
          options={options}
          onChange={(event) => {
            const chosen = event.value as number[];
            setNames((known) => ({
              ...known,
              ...Object.fromEntries(listed.filter((option) => chosen.includes(option.value)).map((option) => [option.value, option.label])),
            }));
            onChange({ ...entry, integrationKeyIds: chosen });
          }}
          itemTemplate={(option: KeyOption) => (
            <span className="cluster wrap gap-s">
              <span>{option.label}</span>
              {option.detail && <small className="muted">{option.detail}</small>}
            </span>
          )}
          display="chip"
          placeholder={t("alarmRules.fields.choose")}
          {...pendingOptions(keys.isFetching, t(browsed === null ? "alarmRules.fields.choosePointFirst" : "alarmRules.fields.noKeys"), t)}
          showSelectAll={false}
          invalid={Boolean(error)}
          aria-required
          {...fieldAria(id, error ?? keysError)}
        />
      </FormField>
    </div>
  );
}
