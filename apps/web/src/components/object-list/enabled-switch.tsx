import { InputSwitch } from "primereact/inputswitch";
import { Tag } from "primereact/tag";

interface EnabledSwitchProps {
  checked: boolean;
  disabled: boolean;
  /** The switch's accessible name, e.g. "Night silence is evaluated". */
  label: string;
  /** The state in words: `texts.on` or `texts.off`. */
  texts: { on: string; off: string };
  testId: string;
  onToggle: () => void;
}

/** A table row's on/off switch with its state in words beside it. */
export function EnabledSwitch({ checked, disabled, label, texts, testId, onToggle }: EnabledSwitchProps) {
  return (
    <span className="cluster gap-s">
      <InputSwitch checked={checked} onChange={onToggle} disabled={disabled} aria-label={label} data-testid={testId} />
      <Tag severity={checked ? "success" : "secondary"} value={checked ? texts.on : texts.off} />
    </span>
  );
}
