import type { WebhookEvent, WebhookFormat, WebhookPayload } from "@alarm/contract";

/**
 * The body of a delivery in the webhook's format: our own JSON (WebhookPayload), or a readable
 * message in the shape of a chat's incoming webhook, so a channel sees alarms without glue code.
 * Chat messages are in English: a webhook has no language of its own.
 */
export function webhookBody(format: WebhookFormat, payload: WebhookPayload): string {
  return JSON.stringify(FORMATS[format](payload));
}

const FORMATS: Record<WebhookFormat, (payload: WebhookPayload) => object> = {
  JSON: (payload) => payload,
  SLACK: slackMessage,
  MATTERMOST: mattermostMessage,
  TEAMS: teamsMessage,
};

const HEADLINES: Record<WebhookEvent, string> = {
  TRIGGERED: "Alarm triggered",
  ACCEPTED: "Alarm accepted",
  ACKNOWLEDGED: "Alarm acknowledged",
  ENDED: "Alarm ended",
};

/** Red while nobody took it, amber once accepted, blue once acknowledged, green when over. */
const COLORS: Record<WebhookEvent, string> = { TRIGGERED: "#d32f2f", ACCEPTED: "#f59e0b", ACKNOWLEDGED: "#2563eb", ENDED: "#16a34a" };

/** The facts every chat message lists, in order. */
function facts({ alarm }: WebhookPayload): { title: string; value: string }[] {
  return [
    { title: "Status", value: alarm.status },
    { title: "Priority", value: String(alarm.priority) },
    { title: "Alarm", value: `#${alarm.id}` },
    ...(alarm.repeatCount > 0 ? [{ title: "Repeated", value: `${alarm.repeatCount}×` }] : []),
  ];
}

/** Chats refuse long blocks (Slack: 3,000 characters a section): a longer alarm text is cut. */
const TEXT_MAX = 2_000;
const shortened = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text);

/** One line of plain text: what happened to which alarm. */
const summary = ({ event, alarm }: WebhookPayload) => `${HEADLINES[event]}: ${alarm.name} (${alarm.status}, priority ${alarm.priority})`;

/** Slack's mrkdwn treats only these three as control characters. */
const slackEscaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Slack incoming webhook: `text` (the notification's fallback) and Block Kit blocks. */
function slackMessage(payload: WebhookPayload) {
  const { event, alarm } = payload;
  return {
    text: slackEscaped(summary(payload)),
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: `*${HEADLINES[event]}:* <${alarm.url}|${slackEscaped(alarm.name)}>` } },
      ...(alarm.text ? [{ type: "section", text: { type: "plain_text", text: shortened(alarm.text), emoji: false } }] : []),
      { type: "section", fields: facts(payload).map((fact) => ({ type: "mrkdwn", text: `*${fact.title}*\n${slackEscaped(fact.value)}` })) },
      { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: "Open in console" }, url: alarm.url }] },
    ],
  };
}

/** Mattermost incoming webhook: `text`, `username` and a Slack-style attachment with a colour bar and fields. */
function mattermostMessage(payload: WebhookPayload) {
  const { event, alarm } = payload;
  return {
    text: summary(payload),
    username: "Alarm console",
    attachments: [
      {
        fallback: summary(payload),
        color: COLORS[event],
        title: `${HEADLINES[event]}: ${alarm.name}`,
        title_link: alarm.url,
        text: shortened(alarm.text ?? ""),
        fields: facts(payload).map((fact) => ({ short: true, ...fact })),
      },
    ],
  };
}

/** Microsoft Teams (Workflows "when a webhook request is received"): a message carrying one Adaptive Card. */
function teamsMessage(payload: WebhookPayload) {
  const { event, alarm } = payload;
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          msteams: { width: "Full" },
          body: [
            {
              type: "TextBlock",
              text: HEADLINES[event],
              weight: "Bolder",
              color: event === "TRIGGERED" ? "Attention" : event === "ENDED" ? "Good" : "Accent",
              size: "Medium",
            },
            { type: "TextBlock", text: alarm.name, weight: "Bolder", wrap: true },
            ...(alarm.text ? [{ type: "TextBlock", text: shortened(alarm.text), wrap: true }] : []),
            { type: "FactSet", facts: facts(payload) },
          ],
          actions: [{ type: "Action.OpenUrl", title: "Open in console", url: alarm.url }],
        },
      },
    ],
  };
}
