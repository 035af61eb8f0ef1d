import { APP_TYPE_ICONS, APP_TYPES, type AppButton, type AppTriggerResponse, type AppType, type GeoLocation, parseIcon } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { AppParticipant } from "../../core/app-participant.js";
import { conflict, fieldError } from "../../core/errors.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import type { AlarmTrigger } from "../alarms/trigger/trigger.js";

type AppUser = { id: number; login: string };
type OfferedApp = { appType: AppType; systemId: string | null; alarmPlanId: number | null; icon: string; orgId: number };

/** The alarm apps a participant's organization offers: its own of each type, else the nearest ancestor's; SOS first, in the order of app types (docs/domain-rules.md#alarm-apps). */
export async function appsOffered(db: Executor, orgId: number): Promise<OfferedApp[]> {
  const apps = await queryRows<OfferedApp>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from organizations where id = ${orgId}
          union all
          select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id)
        select distinct on (a.app_type) a.app_type as "appType", a.system_id as "systemId", a.alarm_plan_id as "alarmPlanId", a.icon, a.org_id as "orgId"
        from up join predefined_apps a on a.org_id = up.id
        order by a.app_type, up.depth`,
  );
  return apps.sort((one, other) => APP_TYPES.indexOf(one.appType) - APP_TYPES.indexOf(other.appType));
}

export const buttonOf = (app: OfferedApp): AppButton => ({
  appType: app.appType,
  icon: parseIcon(app.icon) ?? APP_TYPE_ICONS[app.appType],
  systemId: app.systemId,
  usable: app.alarmPlanId !== null,
});

/** Names the alarms the app raises in the participant's words: "SOS: Jana Nováková". */
const APP_TYPE_NAMES: Record<AppType, string> = { SOS: "SOS", MEDICAL: "Medical", SYSTEM: "System", FIRE: "Fire", WATER: "Water", SECURITY: "Security" };

/**
 * A trigger from the app, made once per request id: the app queues a trigger made offline and may send
 * it more than once, so the id is recorded with the alarm in the same transaction.
 */
export class AppTriggers {
  constructor(
    private readonly db: Db,
    private readonly trigger: AlarmTrigger,
  ) {}

  /** Runs `raise` unless the request id raised an alarm already, whose answer is given instead. */
  once(user: AppUser, requestId: string, raise: (tx: Executor) => Promise<AppTriggerResponse>): Promise<AppTriggerResponse> {
    return this.db.transaction(async (tx) => {
      const claimed = await queryRows(
        tx,
        sql`insert into app_trigger_requests (request_id, user_id, alarm_id) values (${requestId}, ${user.id}, 0) on conflict do nothing returning request_id`,
      );
      if (claimed.length === 0) {
        const [earlier] = await queryRows<AppTriggerResponse & { userId: number }>(
          tx,
          sql`select r.user_id as "userId", a.id::int as "alarmId", a.status from app_trigger_requests r join alarms a on a.id = r.alarm_id where r.request_id = ${requestId}`,
        );
        if (!earlier || earlier.userId !== user.id) throw conflict("This request id was used already");
        return { alarmId: earlier.alarmId, status: earlier.status };
      }
      const outcome = await raise(tx);
      await tx.execute(sql`update app_trigger_requests set alarm_id = ${outcome.alarmId} where request_id = ${requestId}`);
      return outcome;
    });
  }

  /** The alarm app's button: its plan alerted, named after the type and the participant. */
  async raiseApp(
    tx: Executor,
    user: AppUser,
    participant: AppParticipant,
    request: { appType: AppType; text?: string | undefined; location?: GeoLocation | undefined },
  ) {
    const app = (await appsOffered(tx, participant.orgId)).find((offered) => offered.appType === request.appType);
    if (!app) throw fieldError("appType", "The organization offers no alarm app of this type", "UNKNOWN_APP");
    if (app.alarmPlanId === null) throw conflict(`The ${request.appType} app has no alarm plan`);
    const outcome = await this.trigger.appAlarm(
      tx,
      { login: user.login, orgId: participant.orgId, id: user.id },
      {
        orgId: participant.orgId,
        name: `${APP_TYPE_NAMES[request.appType]}: ${participant.fullName}`,
        systemId: app.systemId,
        icon: buttonOf(app).icon,
        alarmPlanId: app.alarmPlanId,
        text: request.text || null,
        location: request.location ?? null,
      },
    );
    return { alarmId: outcome.id, status: outcome.status };
  }
}
