import smpp from "smpp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outgoingMessage } from "../../../test/outgoing-message.js";
import { type SmsCentre, startSmsCentre } from "../../../test/sms-centre.js";
import type { AnswerResult, Channel, DeliveryResult } from "../channel.js";
import { smsText } from "../sms-text.js";
import { DATA_CODING } from "./sms-encoding.js";
import { smppChannel, smsOverSmpp } from "./smpp-channel.js";
import { channelFailure } from "../../../test/channel-failure.js";
import { until } from "../../../test/until.js";

let centre: SmsCentre;
const reported: (DeliveryResult | AnswerResult)[] = [];
const quiet = { info: () => undefined, warn: () => undefined };
const channels: Channel[] = [];

beforeAll(async () => {
  centre = await startSmsCentre();
});
afterEach(async () => {
  await Promise.all(channels.splice(0).map((channel) => channel.close?.()));
  centre.parts.length = 0;
  reported.length = 0;
});
afterAll(() => centre.close());

function channel(password = centre.password) {
  const settings = { url: centre.url, systemId: centre.systemId, password, systemType: "", sourceAddress: "+41790000000", enquireLinkSeconds: 30 };
  const created = smppChannel(settings, async (result) => void reported.push(result), quiet);
  channels.push(created);
  return created;
}

const inTime = (ms = 5_000) => AbortSignal.timeout(ms);
const german = outgoingMessage({
  deviceType: "SMS",
  address: "+41791234567",
  participant: { id: 3, name: "Pat Jones", language: "GERMAN", login: null },
  body: "Brand in Halle 3: Rauchmelder ausgelöst",
});

describe("SMS over SMPP", () => {
  it("is not configured without its settings, and says which are missing", async () => {
    const unset = smsOverSmpp(
      { url: centre.url, systemId: undefined, password: undefined, systemType: "", sourceAddress: undefined, enquireLinkSeconds: 30 },
      async () => undefined,
      quiet,
    );
    expect(unset.configured).toBe(false);
    const problem = await channelFailure(unset.send(german, inTime()));
    expect(problem.permanent).toBe(true);
    expect(problem.message).toBe("SMS over SMPP is not configured: SMPP_SYSTEM_ID, SMPP_PASSWORD, SMPP_SOURCE_ADDRESS missing");
  });

  it("submits German text in GSM 7-bit to the international number, asking for a receipt, and keeps the centre's message id", async () => {
    const result = await channel().send(german, inTime());
    // With the answer line and its link, it takes two messages.
    expect(centre.texts()).toEqual([{ to: "41791234567", text: smsText(german), dataCoding: DATA_CODING.GSM, parts: 2 }]);
    for (const part of centre.parts) expect(part).toMatchObject({ toTon: 1, from: "41790000000", receiptWanted: true });
    expect(result).toEqual({ status: "SENT", externalId: centre.parts[0]!.messageId });
    const short = await channel().send({ ...german, body: "Brand", links: { ...german.links, respond: "https://a.test/r" } }, inTime());
    expect(centre.parts.at(-1)).toMatchObject({ concatenation: null, messageId: short.externalId });
  });

  it("submits long Czech text as UCS-2 in concatenated parts that put together give the whole text", async () => {
    const czech = outgoingMessage({
      deviceType: "SMS",
      address: "+420777123456",
      participant: { id: 4, name: "Jana Nováková", language: "CZECH", login: null },
      body: "Požár v hale 3: hlásič kouře v severní části. Přijďte prosím okamžitě, hasicí přístroj je u vchodu.",
    });
    const result = await channel().send(czech, inTime());
    expect(centre.texts()).toEqual([{ to: "420777123456", text: smsText(czech), dataCoding: DATA_CODING.UCS2, parts: 4 }]);
    expect(result.externalId).toBe(centre.parts.find((part) => part.concatenation?.index === 1)!.messageId);
  });

  it("offers a part again while the centre is throttling, and sends it once", async () => {
    centre.refuseNext(3, smpp.errors.ESME_RTHROTTLED);
    await channel().send(german, inTime());
    expect(centre.texts()).toEqual([expect.objectContaining({ text: smsText(german), parts: 2 })]);
  });

  it("fails a message the centre refuses for good, naming the status; a temporary refusal is retried later", async () => {
    const sending = channel();
    centre.refuseNext(1, smpp.errors.ESME_RINVDSTADR);
    const refused = await channelFailure(sending.send(german, inTime()));
    expect(refused.permanent).toBe(true);
    expect(refused.phrase).toEqual({ key: "SMPP_REFUSED", params: { status: "ESME_RINVDSTADR (0xB)" } });
    centre.refuseNext(1, smpp.errors.ESME_RSYSERR);
    expect((await channelFailure(sending.send(german, inTime()))).permanent).toBe(false);
  });

  it("tells the lifecycle of receipts and of replies of 1 or 2, and ignores other texts", async () => {
    const sending = channel();
    const { externalId } = await sending.send(german, inTime());
    expect(await centre.receipt(externalId!, "DELIVRD")).toBe(0);
    expect(await centre.receipt(externalId!, "UNDELIV")).toBe(0);
    expect(await centre.reply("+41791234567", "1")).toBe(0);
    expect(await centre.reply("+41791234567", "2 bin krank")).toBe(0);
    expect(await centre.reply("+41791234567", "ok")).toBe(0);
    expect(reported).toEqual([
      { kind: "DELIVERED", gatewayId: externalId, detail: undefined },
      { kind: "FAILED", gatewayId: externalId, detail: { key: "SMPP_REPORTED", params: { state: "UNDELIV", error: "001" } } },
      { kind: "ANSWERED", message: { latestSmsTo: "+41791234567" }, response: "ACCEPT", via: "SMS reply" },
      { kind: "ANSWERED", message: { latestSmsTo: "+41791234567" }, response: "DECLINE", via: "SMS reply" },
    ]);
  });

  it("waits for a bind, and fails the send as temporary when none comes before its deadline", async () => {
    const refusedBind = channel("wrong");
    const problem = await channelFailure(refusedBind.send(german, inTime(700)));
    expect(problem.permanent).toBe(false);
    expect(problem.phrase).toEqual({ key: "SMPP_NOT_BOUND" });
  });

  it("binds again after the centre dropped the bind, and sends what comes next", async () => {
    const sending = channel();
    await sending.send(german, inTime());
    const binds = centre.binds;
    centre.dropBinds();
    await until(() => centre.binds > binds, "the bind again", 5_000);
    await sending.send(german, inTime());
    expect(centre.texts()).toHaveLength(2);
  });
});
