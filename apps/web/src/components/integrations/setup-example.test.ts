import { describe, expect, it } from "vitest";
import { setupExample } from "./setup-example";

const secret = "0123456789abcdef0123456789abcdef";
const at = (path: string) => ({ endpoint: `https://alarm.example.com/rest/integrations${path}`, secret });

describe("the ready-to-paste example of a new key", () => {
  it("is a PagerDuty Events API v2 trigger with the secret as routing key", () => {
    const { form, text } = setupExample("EVENTS_API_V2", at("/v2/enqueue"));
    expect(form).toBe("curl");
    expect(text).toContain("curl -sS -X POST 'https://alarm.example.com/rest/integrations/v2/enqueue'");
    const body = JSON.parse(/-d '([^']*)'/s.exec(text)![1]!) as { routing_key: string; event_action: string; payload: { severity: string } };
    expect(body).toMatchObject({ routing_key: secret, event_action: "trigger", payload: { severity: "critical" } });
  });

  it("sends the secret of a webhook as a bearer token", () => {
    const { text } = setupExample("WEBHOOK", at("/webhook"));
    expect(text).toContain(`-H 'Authorization: Bearer ${secret}'`);
    expect(JSON.parse(/-d '([^']*)'/s.exec(text)![1]!)).toMatchObject({ summary: expect.any(String) as string });
  });

  it("gives Alertmanager a receiver with the endpoint and bearer credentials", () => {
    const { form, text } = setupExample("ALERTMANAGER", at("/alertmanager"));
    expect(form).toBe("yaml");
    expect(text).toContain("webhook_configs:\n      - url: 'https://alarm.example.com/rest/integrations/alertmanager'");
    expect(text).toContain(`authorization:\n            type: Bearer\n            credentials: '${secret}'`);
  });

  it("gives Grafana the contact point URL with ?key=, a heartbeat its ping and mail the address", () => {
    expect(setupExample("GRAFANA", at("/grafana"))).toEqual({ form: "url", text: `https://alarm.example.com/rest/integrations/grafana?key=${secret}` });
    expect(setupExample("HEARTBEAT", at(`/heartbeat/${secret}`)).text).toBe(
      `curl -fsS -m 10 --retry 3 -X POST 'https://alarm.example.com/rest/integrations/heartbeat/${secret}'`,
    );
    expect(setupExample("EMAIL", { endpoint: `${secret}@alarm.example.com`, secret })).toEqual({ form: "address", text: `${secret}@alarm.example.com` });
  });
});
