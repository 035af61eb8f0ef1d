import { Button } from "primereact/button";
import { INACTIVE_COLOUR } from "./calendar-view";

interface CalendarEditorBarProps {
  /** The class names of one of the editor's parts (shared and the owner's block). */
  part: (name: string) => string;
  texts: { hint: string; legend: string; inactive: string; newEntry: string };
  kinds: readonly { kind: string; colour: string; label: string }[];
  onNewEntry: () => void;
}

/** Above the calendar: a hint, the legend of the kinds' colours, and New entry. */
export function CalendarEditorBar({ part, texts, kinds, onNewEntry }: CalendarEditorBarProps) {
  return (
    <div className={part("bar")}>
      <p className={part("hint")}>
        <i className="pi pi-info-circle" aria-hidden="true" /> {texts.hint}
      </p>
      <ul className={part("legend")} aria-label={texts.legend}>
        {[...kinds, { kind: "inactive", colour: INACTIVE_COLOUR, label: texts.inactive }].map((kind) => (
          <li key={kind.kind}>
            <span className="calendar-editor__swatch" style={{ background: kind.colour }} aria-hidden="true" />
            {kind.label}
          </li>
        ))}
      </ul>
      <Button type="button" label={texts.newEntry} icon="pi pi-plus" onClick={onNewEntry} />
    </div>
  );
}
