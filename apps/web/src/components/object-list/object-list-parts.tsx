import { Button } from "primereact/button";
import { Skeleton } from "primereact/skeleton";
import type { ReactNode } from "react";
import { isApiError } from "../../lib/api-error";
import { StateCard } from "../state-card";
import "./object-list.css";

/** The card around an object list: `<name>-card`. */
export function ObjectListCard({ name, children }: { name: string; children: ReactNode }) {
  return <div className={`card object-list-card stack gap-l ${name}-card`}>{children}</div>;
}

/** The line naming the organization (and its children) whose objects are listed: `.<name>-card__scope`. */
export function ObjectListScope({ name, text }: { name: string; text: string }) {
  return (
    <p className={`object-list-card__scope cluster muted ${name}-card__scope`}>
      <i className="pi pi-building" aria-hidden="true" /> {text}
    </p>
  );
}

/** The list could not be loaded: the title, the server's reason and a retry button. */
export function ObjectListLoadError({ title, error, retryLabel, onRetry }: { title: string; error: unknown; retryLabel: string; onRetry: () => void }) {
  return (
    <StateCard icon="pi-exclamation-triangle" tone="error" title={title} text={isApiError(error) ? error.reason : undefined}>
      <Button label={retryLabel} icon="pi pi-refresh" outlined onClick={onRetry} />
    </StateCard>
  );
}

/** A list still on its way: a few grey rows, announced as loading. */
export function ObjectListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="stack gap-s" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_row, index) => (
        <Skeleton key={index} height="3.5rem" />
      ))}
    </div>
  );
}
