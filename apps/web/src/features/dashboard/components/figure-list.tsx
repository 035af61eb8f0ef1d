import type { ReactNode } from "react";

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  /** Marks a figure that asks for attention. */
  alert?: boolean;
}

/** Labelled figures in a grid of small tiles (`.dashboard-figures`). */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="dashboard-figures">
      {figures.map((figure) => (
        <div key={figure.key} className={figure.alert ? "dashboard-figure dashboard-figure--alert" : "dashboard-figure"} data-figure={figure.key}>
          <dt className="muted">{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
