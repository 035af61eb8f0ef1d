import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { HOLD_DURATION_MS, HoldGesture, isHoldKey } from "../lib/hold-gesture";

export interface HoldButtonProps {
  /** What the button raises, e.g. "SOS". */
  label: string;
  /** A PrimeIcons name without the prefix, e.g. "heart". */
  icon: string;
  /** #rrggbb of the ring and the icon. */
  color: string;
  onComplete: () => void;
  disabled?: boolean;
  /** Shown under the label instead of the hint (e.g. "Sending…"). */
  note?: string;
  size?: "large" | "normal";
  className?: string;
}

const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A button that raises an alarm only when pressed and held for 2 s, with a ring filling up as it
 * is held; letting go earlier cancels. A focused button is held with Space or Enter the same way.
 */
export function HoldButton({ label, icon, color, onComplete, disabled = false, note, size = "normal", className }: HoldButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [progress, setProgress] = useState(0);
  const latest = useRef(onComplete);
  useEffect(() => {
    latest.current = onComplete;
  });
  const gesture = useRef<HoldGesture | null>(null);
  useEffect(() => {
    const created = new HoldGesture({
      onProgress: setProgress,
      onComplete: () => {
        navigator.vibrate?.(200);
        latest.current();
      },
    });
    gesture.current = created;
    return () => created.dispose();
  }, []);
  useEffect(() => {
    if (disabled) gesture.current?.release();
  }, [disabled]);

  const press = () => {
    if (!disabled) gesture.current?.press();
  };
  const release = () => gesture.current?.release();

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // Keep receiving the pointer's events when the finger slides a little.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    press();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isHoldKey(event.key)) return;
    event.preventDefault();
    if (!event.repeat) press();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isHoldKey(event.key)) return;
    event.preventDefault();
    release();
  };

  const holding = progress > 0 && progress < 1;
  const style = { "--hold-color": color } as CSSProperties;
  return (
    <button
      type="button"
      className={`hold-button hold-button--${size}${holding ? " hold-button--holding" : ""}${className ? ` ${className}` : ""}`}
      style={style}
      disabled={disabled}
      aria-describedby={hintId}
      onPointerDown={onPointerDown}
      onPointerUp={release}
      onPointerCancel={release}
      onLostPointerCapture={release}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onBlur={release}
      onContextMenu={(event) => event.preventDefault()}
    >
      <span className="hold-button__ring" aria-hidden="true">
        <svg viewBox="0 0 100 100">
          <circle className="hold-button__track" cx="50" cy="50" r={RADIUS} />
          <circle
            className="hold-button__progress"
            cx="50"
            cy="50"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          />
        </svg>
        <i className={`pi pi-${icon}`} />
      </span>
      <span className="hold-button__label">{label}</span>
      <span className="hold-button__hint" id={hintId}>
        {note ?? (holding ? t("hold.keepHolding") : t("hold.hint", { seconds: HOLD_DURATION_MS / 1000 }))}
      </span>
    </button>
  );
}
