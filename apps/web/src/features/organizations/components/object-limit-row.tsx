import type { ObjectType } from "@alarm/contract";
import { InputNumber } from "primereact/inputnumber";
import { useTranslation } from "react-i18next";
import { LIMIT_MAX, isBelowUsage, isValidLimit } from "./object-limits-draft";

interface ObjectLimitRowProps {
  orgId: number;
  type: ObjectType;
  /** How many the organization holds; undefined: not counted. */
  usage: number | undefined;
  /** The maximum; null: none. */
  value: number | null;
  readOnly: boolean;
  onChange: (value: number | null) => void;
}

/** One object type: its usage and its maximum, with a problem (invalid) or a warning (below the usage). */
export function ObjectLimitRow({ orgId, type, usage, value, readOnly, onChange }: ObjectLimitRowProps) {
  const { t } = useTranslation();
  const inputId = `limit-${orgId}-${type}`;
  const problemId = `${inputId}-problem`;
  const problem = !isValidLimit(value)
    ? t("organizations.limits.invalid", { max: LIMIT_MAX.toLocaleString() })
    : isBelowUsage(value, usage)
      ? t("organizations.limits.belowUsage", { usage })
      : null;
  return (
    <tr>
      <th scope="row">
        <label htmlFor={readOnly ? undefined : inputId}>{t(`organizations.objectTypes.${type}`)}</label>
      </th>
      <td className="org-limits__number">
        {usage === undefined ? (
          <span title={t("organizations.limits.notCounted")}>
            —<span className="visually-hidden">{t("organizations.limits.notCounted")}</span>
          </span>
        ) : (
          usage
        )}
      </td>
      <td className="org-limits__number">
        {readOnly ? (
          value === null ? (
            <span className="org-limits__none muted">{t("organizations.limits.none")}</span>
          ) : (
            value
          )
        ) : (
          <div className="org-limits__input">
            <InputNumber
              inputId={inputId}
              value={value}
              onValueChange={(event) => onChange(event.value ?? null)}
              min={0}
              max={LIMIT_MAX}
              maxFractionDigits={0}
              useGrouping={false}
              placeholder={t("organizations.limits.none")}
              invalid={problem !== null && !isValidLimit(value)}
              aria-describedby={problem ? problemId : undefined}
              inputClassName="org-limits__field"
            />
            {problem && (
              <small id={problemId} className={isValidLimit(value) ? "org-limits__warning" : "form-field__error"}>
                {problem}
              </small>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
