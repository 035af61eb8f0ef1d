import { afterAll, describe, expect, it } from "vitest";
import { stubResolver } from "../../../test/stub-resolver.js";
import type { Config } from "../../config.js";
import { OutgoingGuard } from "../../net/outgoing-guard.js";
import { hostMatches, pushEndpointRefusal } from "./push-endpoint.js";

const NAMES = {
  "fcm.googleapis.com": ["142.250.185.74"],
  "updates.push.services.mozilla.com": ["34.107.141.31"],
  "wns2-by3p.notify.windows.com": ["20.42.65.85"],
  "web.push.apple.com": ["17.188.128.10"],
  "push.example.org": ["10.1.2.3"],
  localhost: ["127.0.0.1"],
};
const STRICT: Config["outgoing"] = { allowLoopback: false, allowedHosts: [], pushServiceHosts: [] };
const guard = new OutgoingGuard(STRICT, stubResolver(NAMES));
const loopbackGuard = new OutgoingGuard({ ...STRICT, allowLoopback: true }, stubResolver(NAMES));
afterAll(() => [guard, loopbackGuard].forEach((each) => each.close()));

const refusal = (endpoint: string, settings: Partial<Config["outgoing"]> = {}) =>
  pushEndpointRefusal(endpoint, settings.allowLoopback ? loopbackGuard : guard, { ...STRICT, ...settings });

describe("push endpoints", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
    "https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD",
    "https://web.push.apple.com/QGuQyavXutnMH",
  ])("accepts the browser push service endpoint %s", async (endpoint) => {
    expect(await refusal(endpoint)).toBeUndefined();
  });

  it.each([
    ["http://127.0.0.1/push", "a push endpoint is an https:// address"],
    ["https://10.0.0.1/push", "10.0.0.1 is not a known push service"],
    ["https://169.254.169.254/latest/meta-data/", "169.254.169.254 is not a known push service"],
    ["https://[::1]/push", "[::1] is not a known push service"],
    ["https://localhost/push", "localhost is not a known push service"],
    ["https://push.evil.example/fcm/send/x", "push.evil.example is not a known push service"],
    ["https://fcm.googleapis.com.evil.example/send/x", "fcm.googleapis.com.evil.example is not a known push service"],
    ["https://evilnotify.windows.com/w/", "evilnotify.windows.com is not a known push service"],
    ["https://user:secret@fcm.googleapis.com/fcm/send/x", "a push endpoint carries no user name or password"],
    ["not a url", "not a URL"],
  ])("refuses %s", async (endpoint, reason) => {
    expect(await refusal(endpoint)).toBe(reason);
  });

  it("refuses a push service of PUSH_SERVICE_HOSTS that resolves to a private or loopback address", async () => {
    expect(await refusal("https://push.example.org/send/1", { pushServiceHosts: ["push.example.org"] })).toBe("push.example.org is not a public address");
    expect(await refusal("https://localhost/send/1", { pushServiceHosts: ["localhost"] })).toBe("localhost is not a public address");
  });

  it("takes a local fake push service on a loopback address only when loopback is allowed (tests)", async () => {
    expect(await refusal("http://127.0.0.1:8123/push/1", { allowLoopback: true })).toBeUndefined();
    expect(await refusal("http://10.0.0.1:8123/push/1", { allowLoopback: true })).toBe("a push endpoint is an https:// address");
    expect(await refusal("https://localhost/push/1", { allowLoopback: true })).toBe("localhost is not a known push service");
  });

  it("matches a `*.` pattern below its suffix only", () => {
    expect(hostMatches("wns2-by3p.notify.windows.com", "*.notify.windows.com")).toBe(true);
    expect(hostMatches("a.b.notify.windows.com.", "*.notify.windows.com")).toBe(true);
    expect(hostMatches("notify.windows.com", "*.notify.windows.com")).toBe(false);
    expect(hostMatches("FCM.googleapis.com", "fcm.googleapis.com")).toBe(true);
  });
});
