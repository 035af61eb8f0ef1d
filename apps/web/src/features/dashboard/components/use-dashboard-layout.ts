import type { WidgetLayout } from "@alarm/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { refusalDetail } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { putWidgets, useSaveWidgets, useWidgets, widgetsQueryKey } from "../api/widgets";
import { emptyLayout, layoutText, parseLayout } from "../model/widget-layout";

/** Changes made in a row (a drag, several steps) are saved together after this pause. */
const SAVE_DELAY_MS = 800;

/** idle: nothing changed since the dashboard opened. */
export type SaveState = "idle" | "pending" | "saving" | "saved" | "failed";

/**
 * The user's arrangement: read from GET /widgets, changed here, saved with PUT /widgets shortly
 * after each change (and at once when arranging ends or the screen closes). A saved text that is no
 * layout at all is replaced by the preset of the user's roles (PUT null).
 */
export function useDashboardLayout() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const query = useWidgets();
  const save = useSaveWidgets();
  const [edited, setEdited] = useState<WidgetLayout | null>(null);
  const [state, setState] = useState<SaveState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unsaved = useRef<WidgetLayout | null>(null);

  const parsed = useMemo(() => (query.data ? parseLayout(query.data.widgets, emptyLayout()) : null), [query.data]);
  const layout = edited ?? parsed?.layout ?? null;

  const failed = (error: unknown) => {
    setState("failed");
    toast.show({ severity: "error", summary: t("dashboard.save.failed"), detail: refusalDetail(error, i18n) });
  };

  const send = (next: WidgetLayout) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    unsaved.current = null;
    setState("saving");
    save.mutate(layoutText(next), {
      onSuccess: () => setState(unsaved.current ? "pending" : "saved"),
      onError: (error) => {
        unsaved.current ??= next;
        failed(error);
      },
    });
  };

  const change = (next: WidgetLayout) => {
    setEdited(next);
    unsaved.current = next;
    setState("pending");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), SAVE_DELAY_MS);
  };

  /** Saves what waits to be saved now (leaving the arrange mode, retrying after a failure). */
  const flush = () => {
    if (unsaved.current) send(unsaved.current);
  };

  const reset = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    unsaved.current = null;
    setState("saving");
    save.mutate(null, {
      onSuccess: () => {
        setEdited(null);
        setState("saved");
      },
      onError: failed,
    });
  };

  // Unreadable text cannot be arranged: return to the preset once, and say so.
  const replacing = useRef(false);
  useEffect(() => {
    if (!parsed || parsed.readable || replacing.current) return;
    replacing.current = true;
    toast.show({ severity: "warn", summary: t("dashboard.unreadable.title"), detail: t("dashboard.unreadable.detail") });
    save.mutate(null, { onError: failed });
    // Once per unreadable answer; the helpers are new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parsed]);

  // A change still waiting when the screen closes is sent anyway.
  const queryClient = useQueryClient();
  const latest = useRef({ toast, t, i18n });
  useEffect(() => {
    latest.current = { toast, t, i18n };
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (!unsaved.current) return;
      putWidgets(layoutText(unsaved.current)).then(
        (saved) => queryClient.setQueryData(widgetsQueryKey, saved),
        (error: unknown) => {
          const { toast, t, i18n } = latest.current;
          toast.show({ severity: "error", summary: t("dashboard.save.failed"), detail: refusalDetail(error, i18n) });
        },
      );
    },
    [queryClient],
  );

  return {
    query,
    layout,
    preset: edited === null && (query.data?.preset ?? false),
    state,
    change,
    flush,
    reset,
    resetting: save.isPending && save.variables === null,
  };
}
