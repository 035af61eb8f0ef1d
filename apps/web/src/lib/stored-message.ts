const KEY = "message";

export interface StoredMessage {
  severity: "success" | "info" | "warn" | "error";
  summary: string;
  detail: string;
}

/** Keeps a message for the toast service to show (it polls every 100 ms, docs/domain-rules.md#constants). */
export function storeMessage(message: StoredMessage): void {
  sessionStorage.setItem(KEY, JSON.stringify(message));
}

export function takeStoredMessage(): StoredMessage | null {
  const text = sessionStorage.getItem(KEY);
  if (text === null) return null;
  sessionStorage.removeItem(KEY);
  try {
    return JSON.parse(text) as StoredMessage;
  } catch {
    return null;
  }
}
