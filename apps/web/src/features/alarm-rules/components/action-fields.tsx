import { ALARM_RULE_LIMITS } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { describeError } from "../../../components/toast/describe-error";
import { type PointOption, usePointOptions } from "../../../components/point-options";
import type { EntryFieldsProps } from "./condition-fields";
import { type ActionDraft, DELAY_RANGE, entryField, fieldIdOf, PRIORITY_RANGE } from "./rule-form-model";
import { pendingOptions } from "../../../components/pending-options";

type Of<T extends ActionDraft["type"]> = Extract<ActionDraft, { type: T }>;

interface ActionFieldsProps extends EntryFieldsProps<ActionDraft> {
  /** The names of the alarm points the saved rule routes to, readable before (or without) the choice. */
  routedPoints: readonly { id: number; name: string }[];
}

/** The fields of an action of any type; SUPPRESS and STOP have none, only what they do. */
export function ActionFields({ routedPoints, ...props }: ActionFieldsProps) {
  const { t } = useTranslation();
  const { entry } = props;
  switch (entry.type) {
    case "ROUTE":
      return <RouteField {...props} entry={entry} routedPoints={routedPoints} />;
    case "SET_PRIORITY":
      return (
        <NumberField
          index={props.index}
          field="priority"
          value={entry.priority}
          onValue={(priority) => props.onChange({ ...entry, priority })}
          error={props.errorOf("priority")}
          range={PRIORITY_RANGE}
          hint={t("alarmRules.fields.priorityHint")}
        />
      );
    case "DELAY":
      return (
        <NumberField
          index={props.index}
          field="minutes"
          value={entry.minutes}
          onValue={(minutes) => props.onChange({ ...entry, minutes })}
          error={props.errorOf("minutes")}
          range={DELAY_RANGE}
          suffix={t("alarmRules.fields.minutesSuffix")}
          hint={t("alarmRules.fields.delayHint")}
        />
      );
    case "ADD_TEXT":
      return <TextField {...props} entry={entry} />;
    case "SUPPRESS":
    case "STOP":
      return <p className="object-editor__text muted">{t(`alarmRules.fields.${entry.type === "STOP" ? "stopHint" : "suppressHint"}`)}</p>;
  }
}

function RouteField({
  index,
  entry,
  orgId,
  onChange,
  errorOf,
  routedPoints,
}: EntryFieldsProps<Of<"ROUTE">> & { routedPoints: ActionFieldsProps["routedPoints"] }) {
  const { t, i18n } = useTranslation();
  const id = fieldIdOf(entryField("actions", index, "alarmPointId"));
  const points = usePointOptions(orgId, "route");
  const options: PointOption[] = [...(points.data ?? [])];
  const saved = routedPoints.find((point) => point.id === entry.alarmPointId);
  if (saved && !options.some((point) => point.id === saved.id)) options.unshift({ ...saved, orgName: "" });
  const error =
    errorOf("alarmPointId") ?? (points.isError ? t("alarmRules.fields.pointsFailed", { reason: describeError(points.error, i18n).detail }) : undefined);
  const showPoint = (point: PointOption | null, inList = true) =>
    point ? (
      <span className={inList ? "stack" : "cluster gap-s"}>
        <span>{point.name}</span>
        {point.orgName && <small className="muted">{point.orgName}</small>}
      </span>
    ) : (
      <span>{points.isLoading ? t("common.loading") : t("alarmRules.fields.choosePoint")}</span>
    );
  return (
    <FormField id={id} label={t("alarmRules.fields.alarmPoint")} error={error} hint={t("alarmRules.fields.routeHint")}>
      <Dropdown
        inputId={id}
        value={entry.alarmPointId}
        options={options}
        optionValue="id"
        optionLabel="name"
        onChange={(event) => onChange({ ...entry, alarmPointId: (event.value as number | undefined) ?? null })}
        itemTemplate={(point: PointOption) => showPoint(point)}
        valueTemplate={(point: PointOption | null) => showPoint(point, false)}
        filter
        filterBy="name,orgName"
        {...pendingOptions(points.isLoading, t("alarmRules.fields.noPoints"), t)}
        emptyFilterMessage={t("alarmRules.fields.noPointMatch")}
        invalid={Boolean(errorOf("alarmPointId"))}
        aria-required
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

interface NumberFieldProps {
  index: number;
  field: "priority" | "minutes";
  value: number | null;
  onValue: (value: number | null) => void;
  error?: string;
  range: { min: number; max: number };
  suffix?: string;
  hint: string;
}

/** A whole number within its range, with spin buttons; emptied, it shows the form's message. */
function NumberField({ index, field, value, onValue, error, range, suffix, hint }: NumberFieldProps) {
  const { t } = useTranslation();
  const id = fieldIdOf(entryField("actions", index, field));
  return (
    <FormField id={id} label={t(`alarmRules.fields.${field}`)} error={error} hint={hint} className="alarm-rule-number">
      <InputNumber
        inputId={id}
        value={value}
        onValueChange={(event) => onValue(event.value ?? null)}
        useGrouping={false}
        showButtons
        min={range.min}
        max={range.max}
        suffix={suffix ? ` ${suffix}` : undefined}
        invalid={Boolean(error)}
        aria-required
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

function TextField({ index, entry, onChange, errorOf }: EntryFieldsProps<Of<"ADD_TEXT">>) {
  const { t } = useTranslation();
  const id = fieldIdOf(entryField("actions", index, "text"));
  const error = errorOf("text");
  return (
    <FormField id={id} label={t("alarmRules.fields.text")} error={error} hint={t("alarmRules.fields.textHint")}>
      <InputTextarea
        id={id}
        value={entry.text}
        onChange={(event) => onChange({ ...entry, text: event.target.value })}
        rows={2}
        autoResize
        maxLength={ALARM_RULE_LIMITS.addedText}
        aria-required
        invalid={Boolean(error)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}
