import { createContext, useContext } from "react";

export type ToastSeverity = "success" | "info" | "warn" | "error";

export interface ToastRequest {
  summary: string;
  detail?: string;
  /** Default info. */
  severity?: ToastSeverity;
  /** Milliseconds; default 10000, errors 5000. */
  life?: number;
}

export interface ToastService {
  show(request: ToastRequest): void;
  /** Shows a failure in the current language (see describeError). */
  showError(error: unknown): void;
}

export const DEFAULT_TOAST_LIFE_MS = 10_000;
export const ERROR_TOAST_LIFE_MS = 5_000;

export const ToastContext = createContext<ToastService | null>(null);

export function useToast(): ToastService {
  const service = useContext(ToastContext);
  if (!service) throw new Error("useToast needs a ToastProvider");
  return service;
}
