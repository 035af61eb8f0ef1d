import type { OutgoingWebhook, WebhookEvent, WebhookFormat } from "@alarm/contract";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import type { Executor } from "../../db/database.js";
import { organizations, outgoingWebhooks, webhookDeliveries } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";

/** What an administrator sets of a webhook; the secret and the organization are set once, at creation. */
export type WebhookValues = { name: string; url: string; format: WebhookFormat; events: WebhookEvent[]; active: boolean };

/** How many deliveries of a webhook are answered, newest first. */
export const DELIVERIES_SHOWN = 50;

const columns = {
  id: outgoingWebhooks.id,
  orgId: outgoingWebhooks.orgId,
  orgName: organizations.name,
  name: outgoingWebhooks.name,
  url: outgoingWebhooks.url,
  format: outgoingWebhooks.format,
  events: outgoingWebhooks.events,
  active: outgoingWebhooks.active,
  secret: outgoingWebhooks.secret,
  createdAt: outgoingWebhooks.createdAt,
  version: outgoingWebhooks.version,
};

function webhooksWhere(db: Executor, condition: SQL | undefined) {
  return db.select(columns).from(outgoingWebhooks).innerJoin(organizations, eq(organizations.id, outgoingWebhooks.orgId)).where(condition);
}

const read = (row: Awaited<ReturnType<typeof webhooksWhere>>[number]): OutgoingWebhook => ({
  ...row,
  format: row.format as WebhookFormat,
  events: row.events as WebhookEvent[],
  createdAt: row.createdAt.toISOString(),
});

/** The webhooks of the organization `rootOrgId` and its descendants, by organization and name. */
export async function webhooksInSubtree(db: Executor, rootOrgId: number): Promise<OutgoingWebhook[]> {
  const rows = await webhooksWhere(db, inOrganizationSubtree(outgoingWebhooks.orgId, rootOrgId)).orderBy(
    asc(organizations.name),
    asc(outgoingWebhooks.name),
    asc(outgoingWebhooks.id),
  );
  return rows.map(read);
}

/** The webhook `id` when it lies in the subtree of `rootOrgId`; one outside answers as absent. */
export async function findWebhook(db: Executor, rootOrgId: number, id: number): Promise<OutgoingWebhook | undefined> {
  const [row] = await webhooksWhere(db, and(eq(outgoingWebhooks.id, id), inOrganizationSubtree(outgoingWebhooks.orgId, rootOrgId)));
  return row && read(row);
}

export async function insertWebhook(db: Executor, values: WebhookValues & { orgId: number; secret: string }): Promise<number> {
  const [row] = await db.insert(outgoingWebhooks).values(values).returning({ id: outgoingWebhooks.id });
  return row!.id;
}

export const updateWebhook = (db: Executor, id: number, version: number, values: WebhookValues) => updateVersioned(db, outgoingWebhooks, id, version, values);

/** Deletes the webhook; its deliveries go with it (foreign key cascade). */
export async function deleteWebhook(db: Executor, id: number) {
  await db.delete(outgoingWebhooks).where(eq(outgoingWebhooks.id, id));
}

/** The webhook's latest deliveries, newest first. */
export async function latestDeliveries(db: Executor, webhookId: number) {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      alarmId: webhookDeliveries.alarmId,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      tries: webhookDeliveries.tries,
      createdAt: webhookDeliveries.createdAt,
      sentAt: webhookDeliveries.sentAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      responseStatus: webhookDeliveries.responseStatus,
      lastError: webhookDeliveries.lastError,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows;
}
