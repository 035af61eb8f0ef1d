import { QueryClientProvider } from "@tanstack/react-query";
import { PrimeReactProvider } from "primereact/api";
import type { ReactNode } from "react";
import { ToastProvider } from "../components/toast/toast-provider";
import { queryClient } from "../lib/query-client";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
