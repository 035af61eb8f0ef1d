import { QueryClientProvider } from "@tanstack/react-query";
import { type APIOptions, PrimeReactProvider } from "primereact/api";
import type { ReactNode } from "react";
import { ToastProvider } from "../components/toast/toast-provider";
import { queryClient } from "../lib/query-client";

/**
 * Pass-through options that keep PrimeReact's widgets accessible everywhere: the focusable part of
 * each widget carries the role and the name, so its mouse-only parts and hidden helpers leave the
 * accessibility tree (a dropdown's trigger and hidden select, a tree's toggler, the wrapper of a switch).
 */
const ACCESSIBLE_PT: APIOptions["pt"] = {
  // The root is a plain wrapper: PrimeReact puts the active descendant on it while focused too.
  dropdown: { root: { "aria-activedescendant": undefined }, trigger: { "aria-hidden": true }, select: { "aria-hidden": true } },
  tree: { toggler: { "aria-hidden": true } },
  inputswitch: { root: { role: undefined, "aria-checked": undefined } },
  // A disabled tab says so on its menu item, not on the presentational list item around it.
  tabmenu: {
    menuitem: { "aria-disabled": undefined },
    action: ({ context }: { context: { item?: { disabled?: boolean } } }) => ({ "aria-disabled": context.item?.disabled || undefined }),
  },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={{ ripple: false, pt: ACCESSIBLE_PT }}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
