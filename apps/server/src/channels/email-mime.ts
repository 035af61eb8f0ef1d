import addressparser from "nodemailer/lib/addressparser";

export type MailAddress = { name: string; address: string };

const CRLF = "\r\n";
const LINE = 76;
/** Bytes of UTF-8 per encoded word: 52 characters of base64, 64 with the =?UTF-8?B?…?= around; with a header's name, a line stays under 78. */
const WORD_BYTES = 39;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A header's value on one logical line: line breaks in it would start a header of their own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

/** RFC 2047 encoded words (base64 of UTF-8), never splitting a character, folded one word per line. */
function encodedWords(value: string): string {
  const words: string[] = [];
  let bytes: number[] = [];
  for (const character of value) {
    const encoded = Buffer.from(character, "utf8");
    if (bytes.length + encoded.length > WORD_BYTES) {
      words.push(`=?UTF-8?B?${Buffer.from(bytes).toString("base64")}?=`);
      bytes = [];
    }
    bytes.push(...encoded);
  }
  if (bytes.length > 0) words.push(`=?UTF-8?B?${Buffer.from(bytes).toString("base64")}?=`);
  return words.join(`${CRLF} `);
}

/** Plain ASCII folded at spaces to lines of about 76 characters. */
function folded(value: string, room: number): string {
  if (value.length <= room) return value;
  const lines: string[] = [];
  let line = "";
  for (const word of value.split(" ")) {
    if (line && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
      room = LINE;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join(`${CRLF} `);
}

/** A text header's value: as it is when printable ASCII, else in encoded words. */
export function headerText(value: string, nameLength = 10): string {
  const text = oneLine(value);
  return PRINTABLE_ASCII.test(text) ? folded(text, LINE - nameLength - 2) : encodedWords(text);
}

/** An address header's value: `"Name" <address>`, the name encoded when it is not ASCII. */
export function headerAddress({ name, address }: MailAddress): string {
  const display = oneLine(name).trim();
  if (!display) return `<${address}>`;
  if (!PRINTABLE_ASCII.test(display)) return `${encodedWords(display)}${CRLF} <${address}>`;
  return `"${display.replace(/["\\]/g, "\\$&")}" <${address}>`;
}

/** The first address of a header like `Alarm centre <alarms@example.test>`. */
export function parseAddress(value: string): MailAddress {
  const [first] = addressparser(value, { flatten: true });
  return { name: first?.name ?? "", address: first?.address ?? "" };
}

function base64Body(text: string): string {
  const encoded = Buffer.from(text, "utf8").toString("base64");
  const lines: string[] = [];
  for (let start = 0; start < encoded.length; start += LINE) lines.push(encoded.slice(start, start + LINE));
  return lines.join(CRLF);
}

export type MimeMessage = {
  from: MailAddress;
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Without the angle brackets. */
  messageId: string;
  date: Date;
  headers: Record<string, string>;
};

/**
 * An email as text and HTML (multipart/alternative, UTF-8, base64), written directly: a general
 * MIME composer builds a tree of streams for every message, and at hundreds of alarm emails a
 * second that was the engine's largest cost. The boundary comes from the Message-ID, which is unique.
 */
export function mimeMessage(message: MimeMessage): Buffer {
  const boundary = `--alarm-${message.messageId.replace(/[^A-Za-z0-9-]/g, "")}`;
  const headers = [
    `From: ${headerAddress(message.from)}`,
    `To: ${headerAddress(message.to)}`,
    `Subject: ${headerText(message.subject, "Subject".length)}`,
    `Message-ID: <${message.messageId}>`,
    `Date: ${message.date.toUTCString()}`,
    "MIME-Version: 1.0",
    ...Object.entries(message.headers).map(([name, value]) => `${name}: ${headerText(value, name.length)}`),
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, content: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, "Content-Transfer-Encoding: base64", "", base64Body(content)].join(CRLF);
  return Buffer.from([...headers, "", part("text/plain", message.text), part("text/html", message.html), `--${boundary}--`, ""].join(CRLF), "utf8");
}
