import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fieldAria } from "../form-field";
import { DefinitionField } from "./definition-field";
import { LIMITS } from "./form-model";
import { IconField } from "./icon-field";
import { NumberField } from "./number-field";
import { fieldIdOf, type SectionProps } from "./section-props";

/** Name, system id (unless hidden), icon, priority and description; `extra` holds what only one editor has (the organization). */
export function GeneralSection(props: SectionProps & { extra?: ReactNode; autoFocus: boolean; hideSystemId?: boolean }) {
  const { t } = useTranslation();
  const { idPrefix, values, edit, touch, errorOf, readOnly, extra, autoFocus, hideSystemId = false } = props;
  const nameId = fieldIdOf(idPrefix, "name");
  const systemIdId = fieldIdOf(idPrefix, "systemId");
  const descriptionId = fieldIdOf(idPrefix, "description");
  return (
    <div className="alarm-definition__grid">
      <DefinitionField id={nameId} label={t("alarmDefinition.fields.name")} required error={errorOf("name")}>
        <InputText
          id={nameId}
          value={values.name}
          onChange={(event) => edit("name", event.target.value)}
          onBlur={() => touch("name")}
          maxLength={LIMITS.name}
          autoComplete="off"
          autoFocus={autoFocus}
          readOnly={readOnly}
          aria-required
          invalid={Boolean(errorOf("name"))}
          {...fieldAria(nameId, errorOf("name"))}
        />
      </DefinitionField>
      {!hideSystemId && (
        <DefinitionField id={systemIdId} label={t("alarmDefinition.fields.systemId")} error={errorOf("systemId")} hint={t("alarmDefinition.hints.systemId")}>
          <InputText
            id={systemIdId}
            value={values.systemId}
            onChange={(event) => edit("systemId", event.target.value)}
            onBlur={() => touch("systemId")}
            maxLength={LIMITS.systemId}
            autoComplete="off"
            readOnly={readOnly}
            invalid={Boolean(errorOf("systemId"))}
            {...fieldAria(systemIdId, errorOf("systemId"))}
          />
        </DefinitionField>
      )}
      <IconField {...props} />
      <NumberField {...props} field="priority" label={t("alarmDefinition.fields.priority")} hint={t("alarmDefinition.hints.priority")} />
      {extra && <div className="alarm-definition__extra span-all">{extra}</div>}
      <DefinitionField id={descriptionId} label={t("alarmDefinition.fields.description")} error={errorOf("description")} className="alarm-definition__wide">
        <InputTextarea
          id={descriptionId}
          value={values.description}
          onChange={(event) => edit("description", event.target.value)}
          onBlur={() => touch("description")}
          rows={2}
          autoResize
          maxLength={LIMITS.description}
          readOnly={readOnly}
          invalid={Boolean(errorOf("description"))}
          {...fieldAria(descriptionId, errorOf("description"))}
        />
      </DefinitionField>
    </div>
  );
}
