import { useEffect, useRef, useState } from "react";
import { client, session } from "../services";
import { connectAppLive, sleep, type AppLiveEvent, type LiveState } from "./live";

/** Listens to GET /app/live while signed in; the handler may change between renders without reconnecting. */
export function useAppLive(onEvent: (event: AppLiveEvent) => void, onReconnect: () => void): LiveState {
  const [state, setState] = useState<LiveState>("connecting");
  const latest = useRef({ onEvent, onReconnect });
  useEffect(() => {
    latest.current = { onEvent, onReconnect };
  });
  useEffect(
    () =>
      connectAppLive(
        {
          onEvent: (event) => latest.current.onEvent(event),
          onReconnect: () => latest.current.onReconnect(),
          onState: setState,
        },
        {
          fetch: (...args) => fetch(...args),
          token: () => session.token(),
          refresh: () => client.refresh(),
          signOut: () => client.signOut(),
          sleep,
          idleTimeoutMs: 45_000,
        },
      ),
    [],
  );
  return state;
}
