import smpp, { PDU, type Session } from "smpp";

export type SmppSettings = {
  /** smpp://host:port, or ssmpp://host:port over TLS. */
  url: string;
  systemId: string;
  password: string;
  systemType: string;
  /** Seconds between enquire_links on a quiet bind; three unanswered, and the bind is taken for dead. */
  enquireLinkSeconds: number;
};

export type TransceiverLog = { info(details: object, message: string): void; warn(details: object, message: string): void };

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** A bind the centre leaves unanswered this long is given up, and tried again. */
const BIND_ANSWER_MS = 10_000;
/** SMPP 3.4's interface version. */
const INTERFACE_VERSION = 0x34;
/** Told to the centre when a deliver_sm could not be taken now: it sends it again later. */
const ESME_RX_T_APPN = 0x64;

/** The bind went away while a request waited for its answer: the centre may or may not have it. */
export class BindLost extends Error {}
/** No bind came up before the caller's deadline. */
export class NotBound extends Error {}

/**
 * One bound transceiver to the SMS centre for this process (channels/index.ts: the send thread's),
 * kept up: bound again with a growing pause (0.5 s up to 30 s) after the centre refused the bind,
 * unbound or went away, and taken for dead when enquire_links go unanswered. What the centre
 * delivers (receipts, participants' texts) goes to `onDeliver`; its deliver_sm is answered once that
 * is done, or with a temporary error so that the centre sends it again.
 */
export class Transceiver {
  private session: Session | null = null;
  private bound = false;
  private closed = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  private lastHeard = 0;
  private readonly boundWaiters = new Set<() => void>();
  private readonly waiting = new Set<(error: Error) => void>();

  constructor(
    private readonly settings: SmppSettings,
    private readonly onDeliver: (pdu: PDU) => Promise<void>,
    private readonly log: TransceiverLog,
  ) {}

  start() {
    this.connect();
  }

  get isBound() {
    return this.bound;
  }

  /** Sends a request on the bind (waiting for one until `signal` aborts); answers the centre's response. */
  async request(command: string, fields: Record<string, unknown>, signal: AbortSignal): Promise<PDU> {
    await this.untilBound(signal);
    const session = this.session!;
    return new Promise<PDU>((resolve, reject) => {
      const settle = (done: () => void) => {
        this.waiting.delete(lost);
        signal.removeEventListener("abort", aborted);
        done();
      };
      const lost = (error: Error) => settle(() => reject(error));
      const aborted = () => settle(() => reject(signal.reason instanceof Error ? signal.reason : new Error("aborted")));
      this.waiting.add(lost);
      signal.addEventListener("abort", aborted, { once: true });
      const sent = session.send(new PDU(command, fields), (response) => settle(() => resolve(response)));
      if (!sent) lost(new BindLost("the bind is not writable"));
    });
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const session = this.session;
    if (!session) return;
    if (this.bound) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2_000);
        session.send(new PDU("unbind"), () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    session.destroy();
  }

  private untilBound(signal: AbortSignal): Promise<void> {
    if (this.bound) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const ready = () => {
        signal.removeEventListener("abort", aborted);
        resolve();
      };
      const aborted = () => {
        this.boundWaiters.delete(ready);
        reject(new NotBound("no bind to the SMS centre"));
      };
      if (signal.aborted) return aborted();
      this.boundWaiters.add(ready);
      signal.addEventListener("abort", aborted, { once: true });
    });
  }

  private connect() {
    if (this.closed) return;
    const session = smpp.connect({ url: this.settings.url, auto_enquire_link_period: this.settings.enquireLinkSeconds * 1000 }, () => this.bind(session));
    this.session = session;
    this.lastHeard = Date.now();
    session.on("pdu", () => (this.lastHeard = Date.now()));
    session.on("deliver_sm", (pdu: PDU) => {
      this.onDeliver(pdu).then(
        () => session.send(pdu.response()),
        () => session.send(pdu.response({ command_status: ESME_RX_T_APPN })),
      );
    });
    session.on("enquire_link", (pdu: PDU) => session.send(pdu.response()));
    session.on("unbind", (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on("error", (error: Error) => this.lost(session, error.message));
    session.on("close", () => this.lost(session, "the connection closed"));
  }

  private bind(session: Session) {
    const { systemId, password, systemType } = this.settings;
    const unanswered = setTimeout(() => session.destroy(), BIND_ANSWER_MS);
    session.send(new PDU("bind_transceiver", { system_id: systemId, password, system_type: systemType, interface_version: INTERFACE_VERSION }), (response) => {
      clearTimeout(unanswered);
      if (response.command_status !== 0) {
        this.log.warn({ status: statusName(response.command_status) }, "the SMS centre refused the bind");
        session.destroy();
        return;
      }
      this.bound = true;
      this.retryMs = RECONNECT_MIN_MS;
      this.log.info({ url: this.settings.url }, "bound to the SMS centre");
      this.watch(session);
      for (const ready of [...this.boundWaiters]) ready();
      this.boundWaiters.clear();
    });
  }

  /** Three enquire_link periods without a word from the centre: the connection is dead, though it did not close. */
  private watch(session: Session) {
    const limitMs = this.settings.enquireLinkSeconds * 3000;
    this.watchdog = setInterval(() => {
      if (Date.now() - this.lastHeard > limitMs) session.destroy();
    }, limitMs / 3);
  }

  private lost(session: Session, reason: string) {
    if (this.session !== session) return;
    if (this.bound) this.log.warn({ reason }, "the bind to the SMS centre was lost; binding again");
    this.session = null;
    this.bound = false;
    if (this.watchdog) clearInterval(this.watchdog);
    session.destroy();
    for (const lost of [...this.waiting]) lost(new BindLost(reason));
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }
}

const STATUS_NAMES = new Map(Object.entries(smpp.errors).map(([name, code]) => [code, name]));

/** A command status as SMPP names it, with its code: `ESME_RTHROTTLED (0x58)`. */
export const statusName = (status: number) => `${STATUS_NAMES.get(status) ?? "status"} (0x${status.toString(16).toUpperCase()})`;
