import { eq, sql } from "drizzle-orm";
import type { Device, Participant } from "@alarm/contract";
import { type Executor, qualified } from "../../db/database.js";
import { organizations, participantDevices, participantGroupMembers, participantGroups, participants } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import type { Use } from "../../core/used-by.js";

const devicesOf = sql<Participant["devices"]>`coalesce((
  select json_agg(json_build_object('id', d.id, 'callingDeviceType', d.calling_device_type, 'address', d.address, 'message', d.message) order by d.order_id)
  from participant_devices d where d.participant_id = ${qualified(participants.id)}), '[]'::json)`;

export async function findParticipant(db: Executor, where: { id: number } | { login: string }): Promise<Participant | undefined> {
  const condition = "id" in where ? eq(participants.id, where.id) : sql`lower(${participants.login}) = lower(${where.login})`;
  const [row] = await db
    .select({
      id: participants.id,
      name: participants.name,
      surname: participants.surname,
      shortName: participants.shortName,
      fullName: sql<string>`${participants.name} || ' ' || ${participants.surname}`,
      language: sql<Participant["language"]>`${participants.language}`,
      login: participants.login,
      orgId: participants.orgId,
      orgName: organizations.name,
      participantRotationalId: participants.participantRotationalId,
      devices: devicesOf,
      version: participants.version,
    })
    .from(participants)
    .innerJoin(organizations, eq(organizations.id, participants.orgId))
    .where(condition);
  return row;
}

export async function participantLoginTaken(db: Executor, login: string, exceptId?: number) {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(sql`lower(${participants.login}) = lower(${login}) and ${participants.id} <> ${exceptId ?? 0}`);
  return Boolean(row);
}

type ParticipantValues = Pick<typeof participants.$inferInsert, "name" | "surname" | "shortName" | "language" | "login" | "participantRotationalId">;

export async function insertParticipant(db: Executor, values: ParticipantValues & { orgId: number }) {
  const [row] = await db.insert(participants).values(values).returning({ id: participants.id });
  return row!.id;
}

/** Many participants with their devices in a few statements (an import); the ids in the order given. */
export async function insertParticipantsWithDevices(
  db: Executor,
  rows: { values: ParticipantValues & { orgId: number }; devices: Pick<Device, "callingDeviceType" | "address" | "message">[] }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(participants)
    .values(rows.map((row) => row.values))
    .returning({ id: participants.id });
  const ids = inserted.map((row) => row.id);
  const devices = rows.flatMap((row, index) =>
    row.devices.map((device, order) => ({
      participantId: ids[index]!,
      orderId: order + 1,
      callingDeviceType: device.callingDeviceType,
      address: device.address,
      message: device.message ?? null,
    })),
  );
  for (let start = 0; start < devices.length; start += 1000) await db.insert(participantDevices).values(devices.slice(start, start + 1000));
  return ids;
}

export const updateParticipantRow = (db: Executor, id: number, version: number, change: Partial<ParticipantValues>) =>
  updateVersioned(db, participants, id, version, change);

export async function replaceDevices(db: Executor, participantId: number, devices: Pick<Device, "callingDeviceType" | "address" | "message">[]) {
  await db.delete(participantDevices).where(eq(participantDevices.participantId, participantId));
  if (devices.length === 0) return;
  await db.insert(participantDevices).values(
    devices.map((device, index) => ({
      participantId,
      orderId: index + 1,
      callingDeviceType: device.callingDeviceType,
      address: device.address,
      message: device.message ?? null,
    })),
  );
}

export async function deleteParticipant(db: Executor, id: number) {
  await db.delete(participants).where(eq(participants.id, id));
}

/** The groups the participant belongs to: such a participant cannot be deleted. */
export const groupsOf = (participantId: number): Use => ({
  type: "PARTICIPANT_GROUP",
  select: sql`select ${participantGroups.name}, ${participantGroups.orgId} from ${participantGroupMembers}
              join ${participantGroups} on ${eq(participantGroups.id, participantGroupMembers.groupId)}
              where ${eq(participantGroupMembers.participantId, participantId)}`,
});
