import type { LoginResponse, OutgoingWebhook } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

/**
 * Outgoing webhooks through the API, with the server's default outgoing settings: loopback and
 * private addresses refused. hooks.example.com is an allowed host, so no test asks a real DNS server.
 */
const ALLOWED_HOST = "hooks.example.com";
const ctx = useTestApp({ outgoing: { allowLoopback: false, allowedHosts: [ALLOWED_HOST], pushServiceHosts: [] } });
let north: number;
let northChild: number;
let south: number;
let northAdmin: LoginResponse;
let southAdmin: LoginResponse;

const hook = (orgId: number, change: Record<string, unknown> = {}) => ({
  orgId,
  name: "Operations chat",
  url: `https://${ALLOWED_HOST}/services/T000/B000`,
  format: "SLACK",
  events: ["ENDED", "TRIGGERED"],
  ...change,
});
const create = (session: LoginResponse, payload: object) => ctx.call({ method: "POST", url: "/outgoing-webhooks", token: session.token, payload });
const update = (session: LoginResponse, id: number, payload: object) =>
  ctx.call({ method: "PUT", url: `/outgoing-webhooks/${id}`, token: session.token, payload });
const get = (session: LoginResponse, url: string) => ctx.call({ method: "GET", url, token: session.token });

beforeAll(async () => {
  const db = ctx.database.db;
  north = (await createTestOrganization(db, { name: "North" })).id;
  northChild = (await createTestOrganization(db, { name: "North harbour", parentId: north })).id;
  south = (await createTestOrganization(db, { name: "South" })).id;
  northAdmin = await ctx.userWith(["ORGANIZATION_ADMIN"], north);
  southAdmin = await ctx.userWith(["ORGANIZATION_ADMIN"], south);
});

describe("outgoing webhooks", () => {
  it("creates a webhook with a server-made secret, reads, changes and deletes it", async () => {
    const created = await create(northAdmin, hook(northChild));
    expect(created.statusCode, created.body).toBe(200);
    const webhook = created.json<OutgoingWebhook>();
    // Events are kept once each, in the order of an alarm's life.
    expect(webhook).toMatchObject({
      orgId: northChild,
      orgName: "North harbour",
      name: "Operations chat",
      format: "SLACK",
      events: ["TRIGGERED", "ENDED"],
      active: true,
      version: 1,
    });
    expect(webhook.secret).toMatch(/^[\w-]{43}$/);
    const other = (await create(northAdmin, hook(north, { name: "Second" }))).json<OutgoingWebhook>();
    expect(other.secret).not.toBe(webhook.secret);

    expect((await get(northAdmin, `/outgoing-webhooks/${webhook.id}`)).json()).toEqual(webhook);
    expect((await get(northAdmin, `/outgoing-webhooks/${webhook.id}/deliveries`)).json()).toEqual({ list: [] });

    const changed = await update(northAdmin, webhook.id, {
      name: "Teams channel",
      url: `https://${ALLOWED_HOST}/workflows/1`,
      format: "TEAMS",
      events: ["ACCEPTED"],
      active: false,
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: "Teams channel", format: "TEAMS", events: ["ACCEPTED"], active: false, version: 2, secret: webhook.secret });

    const stale = await update(northAdmin, webhook.id, { ...hook(northChild), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CONFLICT");

    expect((await ctx.call({ method: "DELETE", url: `/outgoing-webhooks/${webhook.id}`, token: northAdmin.token })).json()).toEqual({ status: "ok" });
    expect((await get(northAdmin, `/outgoing-webhooks/${webhook.id}`)).statusCode).toBe(404);
  });

  it("goes with its organization when the organization is deleted", async () => {
    const harbour = (await createTestOrganization(ctx.database.db, { name: "Closing harbour", parentId: north })).id;
    const webhook = (await create(northAdmin, hook(harbour))).json<OutgoingWebhook>();
    const deleted = await ctx.call({ method: "DELETE", url: `/organizations/${harbour}`, token: (await ctx.signIn("admin")).token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(northAdmin, `/outgoing-webhooks/${webhook.id}`)).statusCode).toBe(404);
  });

  it("shows an administrator the webhooks of its organization and below, never a sibling's", async () => {
    const mine = (await create(northAdmin, hook(northChild, { name: "Harbour" }))).json<OutgoingWebhook>();
    const theirs = (await create(southAdmin, hook(south, { name: "South chat" }))).json<OutgoingWebhook>();
    const northList = (await get(northAdmin, "/outgoing-webhooks")).json<{ list: OutgoingWebhook[] }>().list;
    expect(northList.map((each) => each.id)).toContain(mine.id);
    expect(northList.map((each) => each.orgId).every((orgId) => orgId === north || orgId === northChild)).toBe(true);
    expect((await get(southAdmin, "/outgoing-webhooks")).json<{ list: OutgoingWebhook[] }>().list.map((each) => each.id)).toEqual([theirs.id]);

    for (const response of [
      await get(southAdmin, `/outgoing-webhooks/${mine.id}`),
      await get(southAdmin, `/outgoing-webhooks/${mine.id}/deliveries`),
      await update(southAdmin, mine.id, { ...hook(south), version: 1 }),
      await ctx.call({ method: "DELETE", url: `/outgoing-webhooks/${mine.id}`, token: southAdmin.token }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
    const intoSibling = await create(southAdmin, hook(north));
    expect(intoSibling.statusCode).toBe(404);
    expect((await get(northAdmin, `/outgoing-webhooks/${mine.id}`)).json()).toEqual(mine);
  });

  it("refuses loopback, private and metadata addresses with the reason, on create and on change", async () => {
    for (const url of [
      "http://127.0.0.1:8080/hook",
      "http://localhost/hook",
      "https://10.1.2.3/hook",
      "http://169.254.169.254/latest/meta-data",
      "https://[::1]/hook",
    ]) {
      const response = await create(northAdmin, hook(north, { url }));
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "url", code: "URL_REFUSED" }] });
      expect(response.json().reason, url).toMatch(/^The server may not send to this address: .*not a public address/);
    }
    const webhook = (await create(northAdmin, hook(north))).json<OutgoingWebhook>();
    const changed = await update(northAdmin, webhook.id, { ...hook(north), url: "http://192.168.1.10/hook", version: webhook.version });
    expect(changed.json().reason).toBe("The server may not send to this address: 192.168.1.10 is not a public address (private)");
    expect(changed.statusCode).toBe(400);
    expect(changed.json().details).toEqual([expect.objectContaining({ field: "url", code: "URL_REFUSED" })]);
    expect((await get(northAdmin, `/outgoing-webhooks/${webhook.id}`)).json()).toMatchObject({ url: webhook.url, version: 1 });
  });

  it("does not say what an internal host name resolves to", async () => {
    const response = await create(northAdmin, hook(north, { url: "http://localhost:8080/hook" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      reason: "The server may not send to this address: localhost is not a public address",
      details: [{ field: "url", code: "URL_REFUSED" }],
    });
    expect(response.body).not.toMatch(/127\.0\.0\.1|::1|loopback/);
  });

  it("answers bad input with 400 VALIDATION, never a 500", async () => {
    const webhook = (await create(northAdmin, hook(north))).json<OutgoingWebhook>();
    const bad = [
      hook(north, { url: "not an address" }),
      hook(north, { url: "ftp://hooks.example.com/x" }),
      hook(north, { url: `https://${ALLOWED_HOST}/${"x".repeat(2100)}` }),
      hook(north, { events: [] }),
      hook(north, { events: ["EXPLODED"] }),
      hook(north, { format: "IRC" }),
      hook(north, { name: "   " }),
      { name: "No organization", url: `https://${ALLOWED_HOST}/x`, format: "JSON", events: ["TRIGGERED"] },
    ];
    for (const payload of bad) {
      const response = await create(northAdmin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe("VALIDATION");
    }
    for (const payload of [{ ...hook(north), version: "one" }, { ...hook(north), events: [], version: webhook.version }, hook(north)]) {
      const response = await update(northAdmin, webhook.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await ctx.call({ method: "GET", url: "/outgoing-webhooks/abc", token: northAdmin.token })).statusCode).toBe(400);
    expect((await ctx.call({ method: "GET", url: "/outgoing-webhooks/99999999999", token: northAdmin.token })).statusCode).toBe(400);
  });

  it("is for organization administrators only", async () => {
    const reader = await ctx.userWith(["ALARM_TABLE", "USER_ADMIN"], north);
    expect((await get(reader, "/outgoing-webhooks")).statusCode).toBe(403);
    expect((await create(reader, hook(north))).statusCode).toBe(403);
  });
});
