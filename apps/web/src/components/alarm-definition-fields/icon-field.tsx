import { ColorPicker } from "primereact/colorpicker";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { DefinitionField } from "./definition-field";
import { iconColorOf, iconNamesWith, pickerColorOf } from "./icon-choices";
import { fieldIdOf, type SectionProps } from "./section-props";

/** The alarm point's icon: a primeicons name from a short list, shown by its translated name, and its colour. */
export function IconField({ idPrefix, values, edit, errorOf, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const id = fieldIdOf(idPrefix, "icon");
  const { icon } = values;
  const showIcon = (name: string | undefined) =>
    name ? (
      <span className="alarm-icon-option inline-cluster">
        <i className={`pi pi-${name}`} style={{ color: icon.color }} aria-hidden="true" />
        <span>{t(`alarmDefinition.icons.${name}`, { defaultValue: name })}</span>
      </span>
    ) : null;

  return (
    <DefinitionField id={id} label={t("alarmDefinition.fields.icon")} error={errorOf("icon")}>
      <div className="alarm-icon-field cluster">
        <Dropdown
          inputId={id}
          value={icon.name}
          options={iconNamesWith(icon.name)}
          onChange={(event) => edit("icon", { ...icon, name: event.value as string })}
          itemTemplate={(name: string) => showIcon(name)}
          valueTemplate={(name: string | undefined) => showIcon(name)}
          disabled={readOnly}
          invalid={Boolean(errorOf("icon"))}
        />
        <ColorPicker
          inputId={`${id}-color`}
          value={pickerColorOf(icon.color)}
          format="hex"
          onChange={(event) => typeof event.value === "string" && edit("icon", { ...icon, color: iconColorOf(event.value) })}
          disabled={readOnly}
          aria-label={t("alarmDefinition.fields.iconColor")}
          title={icon.color}
        />
      </div>
    </DefinitionField>
  );
}
