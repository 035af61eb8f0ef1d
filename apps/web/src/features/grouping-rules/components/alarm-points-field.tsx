import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { pendingOptions } from "../../../components/pending-options";
import { type PointOption, usePointOptions } from "../../../components/point-options";
import { describeError } from "../../../components/toast/describe-error";

/** The chosen points shown as chips; more are counted. */
const MOST_CHIPS = 3;

interface AlarmPointsFieldProps {
  id: string;
  /** The rule's organization: its points and those of the organizations below it are offered. */
  orgId: number | null;
  value: number[];
  onChange: (alarmPointIds: number[]) => void;
  error?: string;
}

/** The alarm points whose alarms a rule takes; none chosen: every point of its organization and below it. */
export function AlarmPointsField({ id, orgId, value, onChange, error }: AlarmPointsFieldProps) {
  const { t, i18n } = useTranslation();
  const points = usePointOptions(orgId, "source");
  const listed = points.data ?? [];
  // A chosen point the list does not hold (yet) stays readable by its number.
  const options: PointOption[] = [
    ...value
      .filter((point) => !listed.some((option) => option.id === point))
      .map((point) => ({ id: point, name: t("groupingRules.points.number", { id: point }), orgName: "" })),
    ...listed,
  ];
  const loadError = points.isError ? t("groupingRules.points.failed", { reason: describeError(points.error, i18n).detail }) : undefined;
  return (
    <FormField id={id} label={t("groupingRules.points.label")} error={error ?? loadError} hint={t("groupingRules.points.hint")}>
      <MultiSelect
        inputId={id}
        value={value}
        options={options}
        optionValue="id"
        optionLabel="name"
        onChange={(event) => onChange(event.value as number[])}
        itemTemplate={(point: PointOption) => (
          <span className="cluster wrap gap-s">
            <span>{point.name}</span>
            {point.orgName && <small className="muted">{point.orgName}</small>}
          </span>
        )}
        display="chip"
        // More chips than fit say how many are chosen instead.
        maxSelectedLabels={MOST_CHIPS}
        selectedItemsLabel={t("groupingRules.summary.points", { count: value.length })}
        filter
        filterBy="name,orgName"
        placeholder={t("groupingRules.points.every")}
        {...pendingOptions(points.isLoading, t("groupingRules.points.none"), t)}
        emptyFilterMessage={t("groupingRules.points.noMatch")}
        showSelectAll={false}
        disabled={orgId === null}
        invalid={Boolean(error)}
        {...fieldAria(id, error ?? loadError)}
      />
    </FormField>
  );
}
