import smpp, { PDU, type Session } from "smpp";

/** A short message the centre took: one part of a text, with its header when it is one of several. */
export type SubmittedPart = {
  messageId: string;
  to: string;
  toTon: number;
  from: string;
  dataCoding: number;
  /** The decoded text of this part (the library decodes GSM 7-bit and UCS-2 as data_coding says). */
  text: string;
  /** Concatenation header: reference, parts in all, this part's number; null for a single message. */
  concatenation: { reference: number; total: number; index: number } | null;
  receiptWanted: boolean;
};

export type SmsCentre = {
  url: string;
  systemId: string;
  password: string;
  parts: SubmittedPart[];
  /** Binds accepted so far (a re-bind after a lost connection counts again). */
  binds: number;
  /** The next `count` submits are answered with this status (ESME_RTHROTTLED …) instead of being taken. */
  refuseNext(count: number, status: number): void;
  /** Sends a delivery receipt for a message id over the bound session. */
  receipt(messageId: string, stat: "DELIVRD" | "UNDELIV" | "EXPIRED" | "REJECTD"): Promise<number>;
  /** Sends a participant's text (mobile-originated) from an international number (+ left out, TON 1). */
  reply(from: string, text: string): Promise<number>;
  /** Cuts every bound connection, as a centre restarting or a network failing would. */
  dropBinds(): void;
  /** The whole texts, parts put together in order, by destination. */
  texts(): { to: string; text: string; dataCoding: number; parts: number }[];
  close(): Promise<void>;
};

/**
 * An SMS centre (SMSC) for the tests, played by node-smpp's server: it takes bind_transceiver with
 * its system id and password, answers submit_sm with a message id (or a refusal it is told to
 * give), and sends receipts and participants' texts as deliver_sm, as a real centre does.
 */
export async function startSmsCentre(): Promise<SmsCentre> {
  const systemId = "alarms";
  const password = "secret1";
  const parts: SubmittedPart[] = [];
  const refusals: number[] = [];
  const bound = new Set<Session>();
  let sequence = 0;
  const state = { binds: 0 };
  const server = smpp.createServer({}, (session) => {
    session.on("bind_transceiver", (pdu: PDU) => {
      if (pdu.system_id !== systemId || pdu.password !== password) {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RBINDFAIL }));
        return;
      }
      state.binds += 1;
      bound.add(session);
      session.send(pdu.response({ system_id: "test-smsc" }));
    });
    session.on("submit_sm", (pdu: PDU) => {
      const refusal = refusals.shift();
      if (refusal !== undefined) return session.send(pdu.response({ command_status: refusal }));
      const messageId = `m${++sequence}`;
      const shortMessage = pdu.short_message as { message: string; udh?: Buffer[] };
      const header = shortMessage.udh?.find((element) => element[0] === 0x00);
      parts.push({
        messageId,
        to: String(pdu.destination_addr),
        toTon: Number(pdu.dest_addr_ton),
        from: String(pdu.source_addr),
        dataCoding: Number(pdu.data_coding),
        text: shortMessage.message,
        concatenation: header ? { reference: header[2]!, total: header[3]!, index: header[4]! } : null,
        receiptWanted: (Number(pdu.registered_delivery) & 0x01) === 1,
      });
      session.send(pdu.response({ message_id: messageId }));
    });
    session.on("enquire_link", (pdu: PDU) => session.send(pdu.response()));
    session.on("unbind", (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on("close", () => bound.delete(session));
    session.on("error", () => bound.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  /** Sends a deliver_sm on the first bound session; answers the status the client gave it. */
  const deliver = (fields: Record<string, unknown>) =>
    new Promise<number>((resolve, reject) => {
      const [session] = bound;
      if (!session) return reject(new Error("no bound session"));
      session.send(new PDU("deliver_sm", fields), (response) => resolve(response.command_status));
    });

  return {
    url: `smpp://127.0.0.1:${port}`,
    systemId,
    password,
    parts,
    get binds() {
      return state.binds;
    },
    refuseNext: (count, status) => refusals.push(...Array.from({ length: count }, () => status)),
    receipt: (messageId, stat) =>
      deliver({
        source_addr: "420777000000",
        destination_addr: "alarms",
        esm_class: 0x04,
        short_message: `id:${messageId} sub:001 dlvrd:${stat === "DELIVRD" ? "001" : "000"} submit date:2611291200 done date:2611291201 stat:${stat} err:${stat === "DELIVRD" ? "000" : "001"} text:`,
      }),
    reply: (from, text) =>
      deliver({ source_addr_ton: 1, source_addr_npi: 1, source_addr: from.replace(/^\+/, ""), destination_addr: "alarms", short_message: text }),
    dropBinds: () => {
      for (const session of bound) session.destroy();
      bound.clear();
    },
    texts() {
      const whole: { to: string; text: string; dataCoding: number; parts: number }[] = [];
      const open = new Map<string, SubmittedPart[]>();
      for (const part of parts) {
        if (!part.concatenation) {
          whole.push({ to: part.to, text: part.text, dataCoding: part.dataCoding, parts: 1 });
          continue;
        }
        const key = `${part.to}:${part.concatenation.reference}`;
        const collected = [...(open.get(key) ?? []), part];
        open.set(key, collected);
        if (collected.length === part.concatenation.total) {
          collected.sort((a, b) => a.concatenation!.index - b.concatenation!.index);
          whole.push({ to: part.to, text: collected.map((one) => one.text).join(""), dataCoding: part.dataCoding, parts: collected.length });
          open.delete(key);
        }
      }
      return whole;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of server.sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
