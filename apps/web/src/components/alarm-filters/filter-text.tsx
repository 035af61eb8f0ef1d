import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useDebouncedCallback } from "../../lib/use-debounced-callback";

interface FilterTextProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  type?: "text" | "search";
  label?: string;
}

/**
 * A text filter applied once typing pauses (docs/domain-rules.md#constants, 500 ms). It holds what
 * is typed; give it a new `key` to show a value set from outside (a reset).
 */
export function FilterText({ id, value, onChange, maxLength, placeholder, type = "text", label }: FilterTextProps) {
  const [typed, setTyped] = useState(value);
  const apply = useDebouncedCallback(onChange);
  return (
    <InputText
      id={id}
      type={type}
      value={typed}
      maxLength={maxLength}
      placeholder={placeholder}
      aria-label={label}
      onChange={(event) => {
        setTyped(event.target.value);
        apply(event.target.value);
      }}
    />
  );
}
