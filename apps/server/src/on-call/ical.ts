import type { ParticipantDuty } from "@alarm/contract";

/**
 * A participant's duties as an iCalendar document (RFC 5545) that calendar apps subscribe to: one
 * VEVENT per duty, times in UTC, lines folded at 75 octets and text escaped as §3.1 and §3.3.11 say.
 */
export function dutiesCalendar(options: {
  name: string;
  duties: readonly ParticipantDuty[];
  participantId: number;
  now: Date;
  deviceNames: (type: string) => string;
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Alarm console//Duties//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(`${options.name}: duties`)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    ...options.duties.flatMap((duty) => dutyEvent(duty, options)),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

function dutyEvent(duty: ParticipantDuty, options: { participantId: number; now: Date; deviceNames: (type: string) => string }): string[] {
  const devices = duty.devices.map((device) => `${options.deviceNames(device.type)} ${device.address}`).join(", ");
  const description = [
    `Alarm plan: ${duty.planName} (rank ${duty.rank})`,
    devices ? `Reached on: ${devices}` : null,
    duty.coveringFor ? `Covering for ${duty.coveringFor}` : null,
  ].filter(Boolean);
  return [
    "BEGIN:VEVENT",
    `UID:duty-${options.participantId}-${duty.alarmPointId}-${utc(new Date(duty.from))}@alarm-console`,
    `DTSTAMP:${utc(options.now)}`,
    `DTSTART:${utc(new Date(duty.from))}`,
    `DTEND:${utc(new Date(duty.to))}`,
    `SUMMARY:${escapeText(`On duty: ${duty.alarmPointName}`)}`,
    `DESCRIPTION:${escapeText(description.join("\n"))}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** 20261125T190300Z */
const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const escapeText = (text: string) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Folds a content line into chunks of at most 75 octets, continuation lines starting with a space, never splitting a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
