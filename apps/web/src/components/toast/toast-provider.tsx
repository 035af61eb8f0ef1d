import { Toast, type ToastMessage } from "primereact/toast";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { takeStoredMessage } from "../../lib/stored-message";
import { describeError } from "./describe-error";
import { DEFAULT_TOAST_LIFE_MS, ERROR_TOAST_LIFE_MS, ToastContext, type ToastRequest, type ToastService } from "./toast-context";

const STORED_MESSAGE_POLL_MS = 100;

const keyOf = (message: Pick<ToastMessage, "severity" | "summary" | "detail">) => `${message.severity}|${String(message.summary)}|${String(message.detail)}`;

/** The one toast service: closable PrimeReact toasts, info and 10 s unless told otherwise. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  // Messages on screen now: the same message again (a repeated failure) is not stacked.
  const shown = useRef(new Set<string>());
  const { i18n } = useTranslation();

  const service = useMemo<ToastService>(() => {
    const show = ({ summary, detail, severity = "info", life }: ToastRequest) => {
      const key = keyOf({ severity, summary, detail });
      if (shown.current.has(key)) return;
      shown.current.add(key);
      toast.current?.show({
        severity,
        summary,
        detail,
        closable: true,
        life: life ?? (severity === "error" ? ERROR_TOAST_LIFE_MS : DEFAULT_TOAST_LIFE_MS),
      });
    };
    return { show, showError: (error) => show({ ...describeError(error, i18n), severity: "error" }) };
  }, [i18n]);

  // Messages stored for later (e.g. "session expired" before leaving for /login) are picked up here.
  useEffect(() => {
    const timer = setInterval(() => {
      const message = takeStoredMessage();
      if (message) service.show(message);
    }, STORED_MESSAGE_POLL_MS);
    return () => clearInterval(timer);
  }, [service]);

  return (
    <ToastContext.Provider value={service}>
      <Toast ref={toast} position="top-right" onRemove={(message) => shown.current.delete(keyOf(message))} />
      {children}
    </ToastContext.Provider>
  );
}
