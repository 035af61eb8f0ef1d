import { INTEGRATION_LIMITS } from "@alarm/contract";
import type { ParsedMail } from "mailparser";
import { noDescription, type SourceEvent } from "../intake/source-events.js";
import { compactFields } from "../sources/source-fields.js";

export const NO_SUBJECT = "(no subject)";

/** `text` cut to at most `maxBytes` of UTF-8, never inside a character. */
export function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const ellipsis = "…";
  const cut = Buffer.from(text)
    .subarray(0, maxBytes - Buffer.byteLength(ellipsis))
    .toString("utf8");
  // A character cut in two decodes as U+FFFD at the end.
  return `${cut.replace(/\uFFFD$/, "")}${ellipsis}`;
}

/**
 * A mail to an EMAIL key raises an alarm: the subject is its summary, the text body its details.
 * With `dedupBySubject`, mails of the same subject fold into the open alarm; otherwise each mail
 * is an alarm of its own.
 */
export function mailEvent(mail: ParsedMail, dedupBySubject: boolean): SourceEvent {
  const subject = (mail.subject ?? "").replace(/\s+/g, " ").trim();
  const summary = cutToBytes(subject || NO_SUBJECT, INTEGRATION_LIMITS.summary);
  const text = (mail.text ?? "").trim();
  return {
    action: "trigger",
    dedupKey: dedupBySubject ? cutToBytes(summary, INTEGRATION_LIMITS.dedupKey) : undefined,
    summary,
    description: {
      ...noDescription(),
      fields: compactFields({
        from: mail.from?.text.slice(0, INTEGRATION_LIMITS.field),
        date: mail.date?.toISOString(),
        messageId: mail.messageId?.slice(0, INTEGRATION_LIMITS.field),
      }),
      // Room is left for the JSON around it within the details' limit.
      details: text ? cutToBytes(text, INTEGRATION_LIMITS.detailsBytes - 1024) : null,
    },
  };
}
