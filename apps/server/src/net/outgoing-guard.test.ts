import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { refusedRange } from "./address-ranges.js";
import { stubResolver } from "../../test/stub-resolver.js";
import { OutgoingGuard, OutgoingRefused, type OutgoingSettings } from "./outgoing-guard.js";

const STRICT: OutgoingSettings = { allowLoopback: false, allowedHosts: [] };
const NAMES = {
  "fcm.googleapis.com": ["142.250.185.74", "2a00:1450:4001:82b::200a"],
  localhost: ["127.0.0.1", "::1"],
  "intranet.example.org": ["10.20.30.40"],
  "half-private.example.org": ["93.184.215.14", "192.168.1.20"],
  "metadata.example.org": ["169.254.169.254"],
  "local-fake.test": ["127.0.0.1"],
};
const guards: OutgoingGuard[] = [];
const guardWith = (settings: Partial<OutgoingSettings> = {}, names: Record<string, string[]> = NAMES) => {
  const guard = new OutgoingGuard({ ...STRICT, ...settings }, stubResolver(names));
  guards.push(guard);
  return guard;
};
afterEach(() => guards.splice(0).forEach((guard) => guard.close()));

describe("refused address ranges", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["10.0.0.1", "private"],
    ["172.31.255.1", "private"],
    ["192.168.0.10", "private"],
    ["100.64.0.1", "shared (CGNAT)"],
    ["169.254.169.254", "cloud metadata"],
    ["fd00:ec2::254", "cloud metadata"],
    ["169.254.10.1", "link-local"],
    ["fe80::1", "link-local"],
    ["fd12:3456::1", "unique-local"],
    ["224.0.0.251", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["2001:db8::1", "reserved"],
    ["::ffff:7f00:1", "loopback, 127.0.0.1 in IPv6 form"],
    ["::ffff:10.1.2.3", "private, 10.1.2.3 in IPv6 form"],
    ["::ffff:a9fe:a9fe", "cloud metadata, 169.254.169.254 in IPv6 form"],
    ["64:ff9b::a00:1", "private, 10.0.0.1 in IPv6 form"],
    ["2002:c0a8:101::1", "private, 192.168.1.1 in IPv6 form"],
  ])("refuses %s as %s", (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(["142.250.185.74", "8.8.8.8", "2a00:1450:4001:82b::200a", "::ffff:8.8.8.8", "172.32.0.1", "100.128.0.1"])(
    "lets the public address %s through",
    (address) => {
      expect(refusedRange(address)).toBeUndefined();
    },
  );
});

describe("outgoing guard", () => {
  it.each([
    ["http://127.0.0.1/push", "127.0.0.1 is not a public address (loopback)"],
    ["https://10.0.0.1/push", "10.0.0.1 is not a public address (private)"],
    ["https://169.254.169.254/latest/meta-data/", "169.254.169.254 is not a public address (cloud metadata)"],
    ["https://[::1]/push", "::1 is not a public address (loopback)"],
    ["https://[fd00:ec2::254]/", "fd00:ec2::254 is not a public address (cloud metadata)"],
    ["https://[::ffff:10.0.0.1]/", "::ffff:a00:1 is not a public address (private, 10.0.0.1 in IPv6 form)"],
    ["https://2130706433/", "127.0.0.1 is not a public address (loopback)"],
    ["https://localhost/push", "localhost is not a public address"],
    ["https://intranet.example.org/", "intranet.example.org is not a public address"],
    ["https://metadata.example.org/", "metadata.example.org is not a public address"],
    ["https://half-private.example.org/", "half-private.example.org is not a public address"],
    ["https://unknown.example.org/", "unknown.example.org does not resolve (ENOTFOUND)"],
    ["ftp://fcm.googleapis.com/", "ftp: addresses are not fetched"],
  ])("refuses %s after resolving it", async (url, reason) => {
    expect(await guardWith().refusal(new URL(url))).toBe(reason);
  });

  it("lets a host through when every address it resolves to is public", async () => {
    expect(await guardWith().refusal(new URL("https://fcm.googleapis.com/fcm/send/abc"))).toBeUndefined();
  });

  it("allows loopback, and nothing else private, when told to (tests)", async () => {
    const guard = guardWith({ allowLoopback: true });
    expect(await guard.refusal(new URL("http://127.0.0.1:9000/"))).toBeUndefined();
    expect(await guard.refusal(new URL("https://localhost/"))).toBeUndefined();
    expect(await guard.refusal(new URL("https://10.0.0.1/"))).toMatch(/private/);
    expect(await guard.refusal(new URL("https://169.254.169.254/"))).toMatch(/cloud metadata/);
  });

  it("reaches the hosts of OUTGOING_ALLOWED_HOSTS whatever they resolve to, without resolving them to check", async () => {
    const resolver = stubResolver(NAMES);
    const guard = new OutgoingGuard({ allowLoopback: false, allowedHosts: ["intranet.example.org"] }, resolver);
    guards.push(guard);
    expect(await guard.refusal(new URL("https://INTRANET.example.org./gateway"))).toBeUndefined();
    expect(resolver.asked).toEqual([]);
    expect(await guard.refusal(new URL("https://metadata.example.org/"))).toBe("metadata.example.org is not a public address");
  });
});

describe("outgoing guard requests", () => {
  let server: Server;
  let port: number;
  const received: IncomingMessage[] = [];
  const taken = (_request: IncomingMessage, response: ServerResponse) => void response.writeHead(201).end("taken");
  let answer = taken;

  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request);
      request.resume();
      request.on("end", () => answer(request, response));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    received.length = 0;
    answer = taken;
  });

  const post = (guard: OutgoingGuard, url: string) =>
    guard.post(url, { headers: { "content-type": "text/plain" }, body: "alarm", signal: AbortSignal.timeout(5_000) });

  it("connects to the address it checked: the name is resolved once, by the guard, for the connection", async () => {
    const resolver = stubResolver(NAMES);
    const guard = new OutgoingGuard({ allowLoopback: true, allowedHosts: [] }, resolver);
    guards.push(guard);
    // local-fake.test exists only in the stub: the request arriving proves the socket used the checked address.
    expect(await post(guard, `http://local-fake.test:${port}/push/1`)).toEqual({ status: 201, text: "taken" });
    expect(resolver.asked).toEqual(["local-fake.test"]);
    expect(received.map((request) => [request.headers.host, request.url, request.headers["content-length"]])).toEqual([
      [`local-fake.test:${port}`, "/push/1", "5"],
    ]);
  });

  it("sends nothing to a name that resolves to a refused address, nor to a refused literal address", async () => {
    const guard = guardWith();
    await expect(post(guard, `http://local-fake.test:${port}/push/1`)).rejects.toThrow(new OutgoingRefused("local-fake.test is not a public address"));
    await expect(post(guard, `http://127.0.0.1:${port}/push/1`)).rejects.toBeInstanceOf(OutgoingRefused);
    await expect(post(guard, `http://[::ffff:127.0.0.1]:${port}/push/1`)).rejects.toBeInstanceOf(OutgoingRefused);
    expect(received).toEqual([]);
  });

  it("does not follow a redirect: the 3xx is the answer", async () => {
    answer = (_request, response) => void response.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    const guard = guardWith({ allowLoopback: true });
    expect(await post(guard, `http://127.0.0.1:${port}/push/1`)).toEqual({ status: 307, text: "" });
    expect(received).toHaveLength(1);
  });
});
