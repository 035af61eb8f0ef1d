import type { DeviceType } from "@alarm/contract";
import type { Executor } from "../src/db/database.js";
import { participantDevices, participants } from "../src/db/schema/index.js";

let sequence = 0;

/**
 * A participant whose login names a console user, written straight into the database: the API
 * refuses a link out of reach (login-link.ts), and tests need such links to show delivery refuses them too.
 */
export async function insertLinkedParticipant(db: Executor, values: { orgId: number; login: string | null; devices?: DeviceType[] }) {
  const [row] = await db
    .insert(participants)
    .values({ orgId: values.orgId, name: "Linked", surname: `Participant ${++sequence}`, language: "ENGLISH", login: values.login })
    .returning();
  const devices = values.devices ?? [];
  if (devices.length > 0) {
    await db
      .insert(participantDevices)
      .values(devices.map((type, index) => ({ participantId: row!.id, orderId: index + 1, callingDeviceType: type, address: "console" })));
  }
  return row!;
}
