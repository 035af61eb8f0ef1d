import type { CreatedIntegrationKey, IntegrationKind } from "@alarm/contract";

/** What the other system is given to send its events: a command, a configuration or just an address. */
export interface SetupExample {
  /** Its form: the panel names it ("curl", "Alertmanager configuration" …). */
  form: "curl" | "yaml" | "url" | "address";
  text: string;
}

/** Shell-quoted: the endpoint and the secret hold no quote, but a quote in them must not end the string. */
const quoted = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/** YAML's single-quoted scalar doubles a quote. */
const yamlQuoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

const jsonBody = (body: object) => quoted(JSON.stringify(body, null, 2)).replaceAll("\n", "\n  ");

function curlPost(endpoint: string, headers: string[], body?: object): string {
  const lines = [`curl -sS -X POST ${quoted(endpoint)}`, ...headers.map((header) => `-H ${quoted(header)}`)];
  if (body) lines.push(`-d ${jsonBody(body)}`);
  return lines.join(" \\\n  ");
}

/**
 * A ready-to-paste example of how a system sends events with a new key: curl for the Events API,
 * the generic webhook and a heartbeat; an Alertmanager receiver; Grafana's contact point URL; the
 * mail address. The secret is in it, so it is shown only with the secret.
 */
export function setupExample(kind: IntegrationKind, { endpoint, secret }: Pick<CreatedIntegrationKey, "endpoint" | "secret">): SetupExample {
  switch (kind) {
    case "EVENTS_API_V2":
      return {
        form: "curl",
        text: curlPost(endpoint, ["Content-Type: application/json"], {
          routing_key: secret,
          event_action: "trigger",
          dedup_key: "disk-full-db1",
          payload: { summary: "Disk almost full on db1", source: "db1", severity: "critical" },
        }),
      };
    case "WEBHOOK":
      return {
        form: "curl",
        text: curlPost(endpoint, [`Authorization: Bearer ${secret}`, "Content-Type: application/json"], {
          summary: "Backup failed on fileserver",
          severity: "error",
          dedup: "backup-fileserver",
        }),
      };
    case "HEARTBEAT":
      // The endpoint holds the secret: a ping needs nothing else.
      return { form: "curl", text: `curl -fsS -m 10 --retry 3 -X POST ${quoted(endpoint)}` };
    case "ALERTMANAGER":
      return {
        form: "yaml",
        text: [
          "receivers:",
          "  - name: alarm-console",
          "    webhook_configs:",
          `      - url: ${yamlQuoted(endpoint)}`,
          "        send_resolved: true",
          "        http_config:",
          "          authorization:",
          "            type: Bearer",
          `            credentials: ${yamlQuoted(secret)}`,
        ].join("\n"),
      };
    case "GRAFANA":
      return { form: "url", text: `${endpoint}?key=${encodeURIComponent(secret)}` };
    case "EMAIL":
      return { form: "address", text: endpoint };
  }
}
