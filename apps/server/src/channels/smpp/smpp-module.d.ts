/**
 * The parts of the `smpp` package (node-smpp, plain JavaScript) this folder uses. PDU fields are
 * SMPP 3.4's own names (`short_message`, `esm_class` …); a session's commands are sent as PDUs.
 */
declare module "smpp" {
  import type { EventEmitter } from "node:events";
  import type { Server as NetServer } from "node:net";

  export class PDU {
    constructor(command: string, fields?: Record<string, unknown>);
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    isResponse(): boolean;
    response(fields?: Record<string, unknown>): PDU;
  }

  export class Session extends EventEmitter {
    /** Answers false when the socket is not writable; `onResponse` gets the response PDU. */
    send(pdu: PDU, onResponse?: (response: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  export class Server extends NetServer {
    sessions: Session[];
  }

  export type ConnectOptions = { url: string; auto_enquire_link_period?: number; connectTimeout?: number };
  export function connect(options: ConnectOptions, listener?: () => void): Session;
  export function createServer(options: Record<string, unknown>, listener?: (session: Session) => void): Server;

  type NamedStatus = "ESME_RTHROTTLED" | "ESME_RMSGQFUL" | "ESME_RSYSERR" | "ESME_RSUBMITFAIL" | "ESME_RX_T_APPN" | "ESME_RINVDSTADR" | "ESME_RBINDFAIL";
  /** Command status codes by name, e.g. ESME_RTHROTTLED: 0x58. */
  export const errors: Record<string, number> & Record<NamedStatus, number>;
  export const gsmCoder: { encode(text: string, shift: number): Buffer; decode(bytes: Buffer, shift: number): string };
  export const encodings: { ASCII: { match(text: string): boolean } };
}
