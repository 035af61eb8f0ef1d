import { randomBytes } from "node:crypto";
import type { CreatedIntegrationKey, IntegrationKey, IntegrationKind, ValidIntegrationKeyCreate } from "@alarm/contract";
import { clock } from "../../../core/clock.js";
import { notFound } from "../../../core/errors.js";
import { isWithinOrganization } from "../../../core/organization-scope.js";
import type { Principal } from "../../../core/principal.js";
import { hashOfSecret } from "../../../core/secret-hash.js";
import type { Db } from "../../../db/database.js";
import * as repo from "./repo.js";
import type { IntegrationKeyRow } from "./repo.js";

/** Where each kind of key is used, below the public address. */
const ENDPOINT_PATHS: Record<Exclude<IntegrationKind, "EMAIL" | "HEARTBEAT">, string> = {
  EVENTS_API_V2: "/rest/integrations/v2/enqueue",
  ALERTMANAGER: "/rest/integrations/alertmanager",
  GRAFANA: "/rest/integrations/grafana",
  WEBHOOK: "/rest/integrations/webhook",
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function keyView(row: IntegrationKeyRow): IntegrationKey {
  return {
    id: row.id,
    alarmPointId: row.alarmPointId,
    kind: row.kind as IntegrationKind,
    name: row.name,
    secretHint: row.secretHint,
    ratePerMinute: row.ratePerMinute,
    heartbeatMinutes: row.heartbeatMinutes,
    dedupBySubject: row.dedupBySubject,
    lastPingAt: iso(row.lastPingAt),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    revokedBy: row.revokedBy,
  };
}

/**
 * An alarm point's integration keys: the secret is made here, shown once and stored hashed. A key
 * revoked is refused at once by every instance, since each event looks its key up in the database.
 */
export class IntegrationKeyService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly mailDomain: string,
  ) {}

  async list(principal: Principal, alarmPointId: number): Promise<IntegrationKey[]> {
    await this.pointInScope(principal, alarmPointId);
    return (await repo.keysOfPoint(this.db, alarmPointId)).map(keyView);
  }

  async create(principal: Principal, alarmPointId: number, request: ValidIntegrationKeyCreate): Promise<CreatedIntegrationKey> {
    await this.pointInScope(principal, alarmPointId);
    // Lower-case hex: usable as a PagerDuty routing key and as the local part of a mail address.
    const secret = randomBytes(16).toString("hex");
    const heartbeat = request.kind === "HEARTBEAT";
    const row = await repo.insertKey(this.db, {
      alarmPointId,
      kind: request.kind,
      name: request.name,
      secretHash: hashOfSecret(secret),
      secretHint: secret.slice(-4),
      ratePerMinute: request.ratePerMinute,
      dedupBySubject: request.kind === "EMAIL" && request.dedupBySubject,
      heartbeatMinutes: heartbeat ? request.heartbeatMinutes : null,
      // The first ping is awaited from now on.
      heartbeatDueAt: heartbeat ? new Date(clock.now().getTime() + request.heartbeatMinutes! * 60_000) : null,
      createdBy: principal.login,
    });
    return { key: keyView(row), secret, endpoint: this.endpoint(row.kind as IntegrationKind, secret) };
  }

  async revoke(principal: Principal, id: number): Promise<IntegrationKey> {
    const found = await repo.keyWithPoint(this.db, id);
    if (!found || !(await isWithinOrganization(this.db, principal.orgId, found.pointOrgId))) throw notFound("Integration key");
    const revoked = await repo.revokeKey(this.db, id, principal.login);
    return keyView(revoked ?? found.key);
  }

  private endpoint(kind: IntegrationKind, secret: string) {
    if (kind === "EMAIL") return `${secret}@${this.mailDomain}`;
    if (kind === "HEARTBEAT") return `${this.publicUrl}/rest/integrations/heartbeat/${secret}`;
    return `${this.publicUrl}${ENDPOINT_PATHS[kind]}`;
  }

  private async pointInScope(principal: Principal, alarmPointId: number) {
    const orgId = await repo.pointOrganization(this.db, alarmPointId);
    if (orgId === undefined || !(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Alarm point");
  }
}
