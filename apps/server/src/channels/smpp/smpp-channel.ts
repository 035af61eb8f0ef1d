import type { Phrase } from "@alarm/contract";
import smpp, { type PDU } from "smpp";
import type { Config } from "../../config.js";
import { type Channel, ChannelError, type OutgoingMessage, type ReportResult } from "../channel.js";
import { smsAnswer, smsText } from "../sms-text.js";
import { readDeliverSm } from "./deliver-sm.js";
import { smsParts, UDH_INDICATOR } from "./sms-encoding.js";
import { BindLost, NotBound, type SmppSettings, statusName, Transceiver, type TransceiverLog } from "./transceiver.js";

export type SmppChannelSettings = SmppSettings & {
  /** The sender: a number (+420…, international) or a name of up to 11 letters (alphanumeric). */
  sourceAddress: string;
};

/** The centre is busy: the part is offered again after a pause growing from 250 ms, within the send's deadline. */
const THROTTLED = new Set([smpp.errors.ESME_RTHROTTLED, smpp.errors.ESME_RMSGQFUL]);
/** Refusals that may pass by themselves (the centre's own trouble): the message is retried later like any temporary failure. */
const TEMPORARY = new Set([smpp.errors.ESME_RSYSERR, smpp.errors.ESME_RSUBMITFAIL, smpp.errors.ESME_RX_T_APPN]);
const THROTTLE_PAUSE_MS = 250;
const THROTTLE_PAUSE_MAX_MS = 5_000;

/** The SMS centre's settings when all are there, or the phrase naming those missing. */
export function smppSettings(settings: Config["sms"]["smpp"]): { settings: SmppChannelSettings } | { problem: Phrase } {
  const { url, systemId, password, sourceAddress } = settings;
  if (url && systemId && password !== undefined && sourceAddress) return { settings: { ...settings, url, systemId, password, sourceAddress } };
  const absent = Object.entries({ SMPP_URL: url, SMPP_SYSTEM_ID: systemId, SMPP_PASSWORD: password, SMPP_SOURCE_ADDRESS: sourceAddress }).filter(
    ([, value]) => value === undefined,
  );
  return { problem: { key: "SMPP_SETTINGS_MISSING", params: { names: absent.map(([name]) => name).join(", ") } } };
}

/** The SMPP channel the environment asks for (SMS_TRANSPORT=smpp), or one that fails each SMS naming what is missing. */
export function smsOverSmpp(settings: Config["sms"]["smpp"], receive: ReportResult, log: TransceiverLog): Channel {
  const chosen = smppSettings(settings);
  if ("settings" in chosen) return smppChannel(chosen.settings, receive, log);
  const problem = new ChannelError(chosen.problem, true);
  return { name: "SMPP", deviceTypes: ["SMS"], configured: false, send: () => Promise.reject(problem) };
}

/** type_of_number and numbering_plan_indicator of an address: international E.164, alphanumeric, or unknown. */
function addressFields(address: string, prefix: "source" | "dest") {
  const trimmed = address.trim();
  const [ton, npi, value] = /^\+\d+$/.test(trimmed) ? [1, 1, trimmed.slice(1)] : /^\d+$/.test(trimmed) ? [0, 1, trimmed] : [5, 0, trimmed];
  return { [`${prefix}_addr_ton`]: ton, [`${prefix}_addr_npi`]: npi, [prefix === "source" ? "source_addr" : "destination_addr"]: value };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * SMS over SMPP 3.4 (SMS_TRANSPORT=smpp): submit_sm on the process's bound transceiver, GSM 7-bit
 * or UCS-2, long texts as concatenated parts, a delivery receipt asked for each. The receipt of the
 * first part moves the message to DELIVERED or FAILED; a participant's reply of 1 or 2 answers the
 * latest open SMS to that number, as a gateway's SMS webhook does.
 */
export function smppChannel(settings: SmppChannelSettings, receive: ReportResult, log: TransceiverLog): Channel {
  let reference = Math.floor(Math.random() * 256);
  const transceiver = new Transceiver(settings, (pdu) => delivered(pdu, receive), log);
  transceiver.start();

  async function submitPart(fields: Record<string, unknown>, signal: AbortSignal): Promise<string> {
    for (let pauseMs = THROTTLE_PAUSE_MS; ; pauseMs = Math.min(pauseMs * 2, THROTTLE_PAUSE_MAX_MS)) {
      const response = await transceiver.request("submit_sm", fields, signal).catch((error: unknown) => {
        if (error instanceof NotBound) throw new ChannelError({ key: "SMPP_NOT_BOUND" }, false);
        if (error instanceof BindLost) throw new ChannelError({ key: "SMPP_BIND_LOST", params: { reason: error.message } }, false);
        throw new ChannelError({ key: "SMPP_TIMEOUT" }, false);
      });
      const status = response.command_status;
      if (status === 0) return String(response.message_id ?? "");
      if (!THROTTLED.has(status)) throw new ChannelError({ key: "SMPP_REFUSED", params: { status: statusName(status) } }, !TEMPORARY.has(status));
      await pause(pauseMs, signal);
      if (signal.aborted) throw new ChannelError({ key: "SMPP_THROTTLED", params: { status: statusName(status) } }, false);
    }
  }

  return {
    name: "SMPP",
    deviceTypes: ["SMS"],
    configured: true,
    async send(message: OutgoingMessage, signal: AbortSignal) {
      reference = (reference + 1) % 256;
      const { dataCoding, parts, concatenated } = smsParts(smsText(message), reference);
      const ids: string[] = [];
      for (const part of parts) {
        ids.push(
          await submitPart(
            {
              ...addressFields(settings.sourceAddress, "source"),
              ...addressFields(message.address, "dest"),
              esm_class: concatenated ? UDH_INDICATOR : 0,
              registered_delivery: 1,
              data_coding: dataCoding,
              short_message: part,
            },
            signal,
          ),
        );
      }
      return ids[0] ? { status: "SENT", externalId: ids[0] } : { status: "SENT" };
    },
    close: () => transceiver.close(),
  };
}

/** A receipt or a participant's text, told to the alarm lifecycle; a receipt of a later part, or an interim state, changes nothing. */
async function delivered(pdu: PDU, receive: ReportResult): Promise<void> {
  const read = readDeliverSm(pdu);
  if (read.kind === "text") {
    const response = smsAnswer(read.text);
    if (response) await receive({ kind: "ANSWERED", message: { latestSmsTo: read.from }, response, via: "SMS reply" });
    return;
  }
  if (!read.outcome || !read.messageId) return;
  const detail: Phrase | undefined = read.outcome === "FAILED" ? { key: "SMPP_REPORTED", params: { state: read.state, error: read.error ?? "-" } } : undefined;
  await receive({ kind: read.outcome, gatewayId: read.messageId, detail });
}
