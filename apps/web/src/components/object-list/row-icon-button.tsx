import { Button } from "primereact/button";

interface RowIconButtonProps {
  icon: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  danger?: boolean;
  testId: string;
}

/** A table row's round icon button, named by its tooltip. */
export function RowIconButton({ icon, label, onClick, disabled, loading, danger, testId }: RowIconButtonProps) {
  return (
    <Button
      type="button"
      icon={`pi ${icon}`}
      text
      rounded
      severity={danger ? "danger" : undefined}
      aria-label={label}
      tooltip={label}
      tooltipOptions={{ position: "top" }}
      disabled={disabled}
      loading={loading}
      data-testid={testId}
      onClick={onClick}
    />
  );
}
