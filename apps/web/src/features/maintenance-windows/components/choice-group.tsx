import { RadioButton } from "primereact/radiobutton";

interface ChoiceGroupProps<V extends string> {
  /** The group's id; each radio is `<id>-<value>`. */
  id: string;
  label: string;
  /** A line under the choices, on the one chosen. */
  hint?: string;
  options: readonly { value: V; label: string; icon: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A labelled row of radio buttons, each with an icon. */
export function ChoiceGroup<V extends string>({ id, label, hint, options, value, onChange }: ChoiceGroupProps<V>) {
  return (
    <div className="form-field">
      <span className="form-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div id={id} className="row wrap gap-xl" role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
        {options.map((option) => (
          <div key={option.value} className="cluster gap-s">
            <RadioButton
              inputId={`${id}-${option.value}`}
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`} className="inline-cluster gap-s">
              <i className={`pi ${option.icon} muted`} aria-hidden="true" />
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {hint && (
        <small id={`${id}-hint`} className="form-field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
