import { Toast } from "primereact/toast";
import { createContext, useContext, useMemo, useRef, type ReactNode } from "react";

export interface AppToast {
  show(severity: "success" | "info" | "warn" | "error", summary: string, detail?: string): void;
}

const ToastContext = createContext<AppToast>({ show: () => undefined });

export const useToast = () => useContext(ToastContext);

/** One toast at the top of the phone's screen, above the content and below the status bar. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const service = useMemo<AppToast>(
    () => ({
      show: (severity, summary, detail) => toast.current?.show({ severity, summary, detail, closable: true, life: severity === "error" ? 10_000 : 5_000 }),
    }),
    [],
  );
  return (
    <ToastContext.Provider value={service}>
      <Toast ref={toast} position="top-center" className="app-toast" />
      {children}
    </ToastContext.Provider>
  );
}
