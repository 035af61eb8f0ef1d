import type { ReactNode } from "react";

interface StateCardProps {
  icon: string;
  title?: string;
  text?: string;
  tone?: "neutral" | "error";
  children?: ReactNode;
}

/** A centred notice for empty, error and unavailable states. */
export function StateCard({ icon, title, text, tone = "neutral", children }: StateCardProps) {
  return (
    <div className={`card state-card state-card--${tone}`} role={tone === "error" ? "alert" : "status"}>
      <i className={`pi ${icon} state-card__icon`} aria-hidden="true" />
      {title && <h2 className="state-card__title">{title}</h2>}
      {text && <p className="state-card__text">{text}</p>}
      {children}
    </div>
  );
}
