/** Where the gateway reaches the console; the provider is given (or configured with) these URLs. */
export const GATEWAY_WEBHOOK_PATHS = { status: "/gateway/status", sms: "/gateway/sms", voiceInput: "/gateway/voice-input" } as const;

export type GatewayCallbacks = { status: string; sms: string; voiceInput(responseToken: string): string };

export function gatewayCallbacks(publicUrl: string): GatewayCallbacks {
  const base = `${publicUrl}/rest/api`;
  return {
    status: base + GATEWAY_WEBHOOK_PATHS.status,
    sms: base + GATEWAY_WEBHOOK_PATHS.sms,
    voiceInput: (responseToken) => `${base}${GATEWAY_WEBHOOK_PATHS.voiceInput}?token=${encodeURIComponent(responseToken)}`,
  };
}
