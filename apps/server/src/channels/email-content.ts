import { LANGUAGE_TAGS } from "@alarm/contract";
import type { OutgoingMessage } from "./channel.js";
import { html, multiline, type SafeHtml } from "../participant-texts/html.js";
import { messageTexts } from "../participant-texts/message-texts.js";

export type EmailContent = { subject: string; text: string; html: string };

const FONT = "font-family:Arial,Helvetica,sans-serif";

/** A button as email clients draw it: a link styled inline (no stylesheet survives every client). */
function button(href: string, label: string, color: string): SafeHtml {
  return html`<a href="${href}" style="display:inline-block;margin:0 12px 12px 0;padding:12px 28px;border-radius:6px;background:${color};color:#ffffff;${FONT};font-size:16px;font-weight:bold;text-decoration:none">${label}</a>`;
}

/** The alarm email in the participant's language: the message, instruction files and the answer links, as text and HTML. */
export function emailContent(message: OutgoingMessage): EmailContent {
  const words = messageTexts(message.participant.language);
  const files = message.instructionFiles;
  const text = [
    message.body,
    files.length > 0 ? `${words.instructions}:\n${files.map((file) => `- ${file.name}: ${file.url}`).join("\n")}` : null,
    `${words.accept}: ${message.links.accept}\n${words.decline}: ${message.links.decline}\n${words.respond}: ${message.links.respond}`,
    words.linksNote,
  ]
    .filter((part) => part !== null)
    .join("\n\n");

  const fileList =
    files.length > 0 &&
    html`<h2 style="margin:24px 0 8px;font-size:16px">${words.instructions}</h2>
<ul style="margin:0;padding-left:20px">${files.map((file) => html`<li style="margin:4px 0"><a href="${file.url}" style="color:#1d4ed8">${file.name}</a></li>`)}</ul>`;
  const body = html`<!DOCTYPE html>
<html lang="${LANGUAGE_TAGS[message.participant.language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${message.subject}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px;border-top:6px solid #dc2626">
<tr><td style="padding:24px;${FONT};font-size:15px;line-height:1.5;color:#111827">
<h1 style="margin:0 0 16px;font-size:20px;color:#b91c1c">${message.subject}</h1>
<p style="margin:0">${multiline(message.body)}</p>
${fileList}
<div style="margin-top:28px">${button(message.links.accept, words.accept, "#15803d")}${button(message.links.decline, words.decline, "#b91c1c")}</div>
<p style="margin:4px 0 0"><a href="${message.links.respond}" style="color:#1d4ed8">${words.respond}</a></p>
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${words.linksNote}</p>
</td></tr></table>
</td></tr></table>
</body>
</html>
`;
  return { subject: message.subject, text, html: body.markup };
}
