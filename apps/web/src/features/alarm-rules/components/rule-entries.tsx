import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { Menu } from "primereact/menu";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../../../components/form-field";
import { entryField, fieldIdOf, type RuleList } from "./rule-form-model";

interface RuleEntriesProps<T extends string, E extends { key: number; type: T }> {
  /** `conditions` or `actions`: names the texts (`alarmRules.<list>.*`), the ids and the fields. */
  list: RuleList;
  /** The id of the Add button (the add menu's items are `<addId>-<TYPE>`). */
  addId: string;
  types: readonly T[];
  typeLabel: (type: T) => string;
  entries: E[];
  max: number;
  /** A problem of the whole list (e.g. no action yet). */
  error?: string;
  errorOf: (field: ReturnType<typeof entryField>) => string | undefined;
  onAdd: (type: T) => void;
  onType: (index: number, type: T) => void;
  onRemove: (index: number) => void;
  /** The fields of one entry's type. */
  children: (entry: E, index: number) => ReactNode;
}

/**
 * The conditions or the actions of a rule: a card per entry, numbered, with its type (changing it
 * starts the entry afresh), its fields and a remove button; a menu adds an entry of a chosen type.
 */
export function RuleEntries<T extends string, E extends { key: number; type: T }>(props: RuleEntriesProps<T, E>) {
  const { list, addId, types, typeLabel, entries, max, error, errorOf, onAdd, onType, onRemove, children } = props;
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const titleId = `alarm-rule-${list}-title`;
  const singular = list === "conditions" ? "condition" : "action";

  const add = (type: T) => {
    onAdd(type);
    // The new entry's type is focused, so the keyboard goes on from there.
    const typeId = fieldIdOf(entryField(list, entries.length, "type"));
    requestAnimationFrame(() => document.getElementById(typeId)?.focus());
  };

  return (
    <section className="object-editor__section stack gap-m" aria-labelledby={titleId} data-testid={`alarm-rule-${list}`}>
      <div className="object-editor__section-header cluster wrap gap-m">
        <h3 id={titleId}>{t(`alarmRules.${list}.title`)}</h3>
        <Button
          type="button"
          id={addId}
          data-testid={addId}
          label={t(`alarmRules.${list}.add`)}
          icon="pi pi-plus"
          outlined
          size="small"
          aria-haspopup="menu"
          aria-controls={`${addId}-menu`}
          aria-describedby={error ? fieldErrorId(addId) : undefined}
          disabled={entries.length >= max}
          onClick={(event) => menu.current?.toggle(event)}
        />
        <Menu
          id={`${addId}-menu`}
          ref={menu}
          popup
          model={types.map((type) => ({ id: `${addId}-${type}`, label: typeLabel(type), command: () => add(type) }))}
        />
      </div>
      <p className="object-editor__text muted">{t(`alarmRules.${list}.hint`)}</p>
      {error && (
        <small id={fieldErrorId(addId)} className="form-field__error">
          {error}
        </small>
      )}
      {entries.length === 0 ? (
        <p className="object-editor__text muted">{t(`alarmRules.${list}.empty`)}</p>
      ) : (
        <ol className="bare-list stack gap-m">
          {entries.map((entry, index) => {
            const typeField = entryField(list, index, "type");
            const typeId = fieldIdOf(typeField);
            const title = t(`alarmRules.${list}.entryTitle`, { number: index + 1 });
            const typeError = errorOf(typeField);
            return (
              <li key={entry.key} className="frame frame--padded stack gap-m" data-testid={`alarm-rule-${singular}`} data-type={entry.type} aria-label={title}>
                <div className="cluster spread gap-m">
                  <div className="cluster wrap gap-m grow">
                    <strong>{title}</strong>
                    <Dropdown
                      inputId={typeId}
                      data-testid={`alarm-rule-${singular}-type`}
                      value={entry.type}
                      options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
                      onChange={(event) => event.value !== entry.type && onType(index, event.value as T)}
                      aria-label={t(`alarmRules.${list}.type`, { number: index + 1 })}
                      invalid={Boolean(typeError)}
                      aria-describedby={typeError ? fieldErrorId(typeId) : undefined}
                    />
                  </div>
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    rounded
                    severity="danger"
                    aria-label={t(`alarmRules.${list}.remove`, { number: index + 1 })}
                    data-testid={`alarm-rule-${singular}-remove`}
                    onClick={() => onRemove(index)}
                  />
                </div>
                {typeError && (
                  <small id={fieldErrorId(typeId)} className="form-field__error">
                    {typeError}
                  </small>
                )}
                {children(entry, index)}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
