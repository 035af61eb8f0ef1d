import smpp, { PDU } from "smpp";
import { smppChannel } from "../src/channels/smpp/smpp-channel.js";
import { outgoingMessage } from "../test/outgoing-message.js";
import { startSmsCentre } from "../test/sms-centre.js";
import { closedLoop } from "./load.js";

const CLIENTS = 10;
const SECONDS = 5;
const quiet = { info: () => undefined, warn: () => undefined };

/**
 * SMS a second over SMPP: the product's channel (text composed, encoded, submitted on its bind, the
 * centre's answer awaited) against a bare client on the same centre that submits a ready short
 * message on its own bind, each with `CLIENTS` sends in flight. The centre is the tests' (node-smpp).
 */
export async function smppBenchmark() {
  const centre = await startSmsCentre();
  try {
    const settings = {
      url: centre.url,
      systemId: centre.systemId,
      password: centre.password,
      systemType: "",
      sourceAddress: "+41790000000",
      enquireLinkSeconds: 30,
    };
    const channel = smppChannel(settings, async () => undefined, quiet);
    const message = outgoingMessage({
      deviceType: "SMS",
      address: "+41791234567",
      body: "Fire in hall 3",
      links: { respond: "https://a.test/r", accept: "", decline: "" },
    });
    await channel.send(message, AbortSignal.timeout(5_000));
    const product = await closedLoop(CLIENTS, SECONDS, async () => void (await channel.send(message, AbortSignal.timeout(5_000))));
    await channel.close?.();

    const bare = await bareClient(centre.url, centre.systemId, centre.password);
    const shortMessage = Buffer.from("Fire in hall 3\n\nReply 1 to accept or 2 to decline, or answer here: https://a.test/r", "latin1");
    const fields = { source_addr: "41790000000", destination_addr: "41791234567", registered_delivery: 1, short_message: shortMessage };
    const baseline = await closedLoop(CLIENTS, SECONDS, () => bare.submit(fields));
    bare.close();

    console.log(`\nSMS over SMPP: ${CLIENTS} sends in flight for ${SECONDS} s against node-smpp's server as the SMS centre`);
    console.log(`  the product's channel (compose, encode, submit_sm, wait for the answer): ${product.toFixed(0)}/s`);
    console.log(`  a bare client (a ready submit_sm on its own bind): ${baseline.toFixed(0)}/s`);
    console.log(`  ratio channel / bare: ${(product / baseline).toFixed(2)}`);
  } finally {
    await centre.close();
  }
}

/** The least an SMPP client does: bind once, then submit_sm and wait for the answer. */
async function bareClient(url: string, systemId: string, password: string) {
  const session = smpp.connect({ url });
  await new Promise<void>((resolve, reject) =>
    session.on("connect", () =>
      session.send(new PDU("bind_transceiver", { system_id: systemId, password }), (response) =>
        response.command_status === 0 ? resolve() : reject(new Error("bind refused")),
      ),
    ),
  );
  return {
    submit: (fields: Record<string, unknown>) =>
      new Promise<void>((resolve) => {
        session.send(new PDU("submit_sm", fields), () => resolve());
      }),
    close: () => session.destroy(),
  };
}
