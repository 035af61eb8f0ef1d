import { SelectButton } from "primereact/selectbutton";

interface KindChoiceProps<K extends string> {
  label: string;
  /** What the chosen kind does. */
  hint: string;
  kinds: readonly { value: K; label: string; icon: string }[];
  value: K;
  onChange: (kind: K) => void;
}

/** The choice of what an entry does (its kind), as buttons with icons, and a line on the chosen one. */
export function KindChoice<K extends string>({ label, hint, kinds, value, onChange }: KindChoiceProps<K>) {
  return (
    <div className="form-field">
      <span className="form-field__label" id="event-kind-label">
        {label}
      </span>
      <SelectButton
        id="event-kind"
        value={value}
        options={[...kinds]}
        onChange={(event) => {
          if (event.value) onChange(event.value as K);
        }}
        itemTemplate={(option: { label: string; icon: string }) => (
          <span className="event-editor__kind inline-cluster">
            <i className={`pi ${option.icon}`} aria-hidden="true" />
            {option.label}
          </span>
        )}
        allowEmpty={false}
        aria-labelledby="event-kind-label"
        className="event-editor__kinds"
      />
      <small className="form-field__hint">{hint}</small>
    </div>
  );
}
