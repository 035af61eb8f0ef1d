import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import { notFound } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import { hashOfSecret as hashOf } from "../../core/secret-hash.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { dutyFeeds, participants } from "../../db/schema/index.js";
import { dutiesCalendar } from "../../on-call/ical.js";
import { dutiesOf } from "./participant-duties.js";

const DAY = 86_400_000;
/** The feed shows the duties of a week back and two months ahead. */
const FEED_PAST_DAYS = 7;
const FEED_FUTURE_DAYS = 62;
/** Duties are worked out from this long before the window, so one that began before it keeps its real start. */
const LOOKBACK_DAYS = 28;
/** The ends of the worked-out range move in whole weeks (from 1970-01-01), not with every fetch. */
const GRID = 7 * DAY;
const DEVICE_NAMES: Record<string, string> = { VOICE: "Voice call", SMS: "SMS", EMAIL: "Email", PUSH: "Push", APP: "App" };

/**
 * A participant's duties as an iCalendar feed at a secret address: the token is shown once and
 * stored hashed; creating a new one replaces it, revoking deletes it, and the old address answers 404.
 */
export class DutyFeedService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    private readonly publicUrl: string,
  ) {}

  private async participantInScope(principal: Principal, id: number) {
    const [person] = await this.db.select({ orgId: participants.orgId }).from(participants).where(eq(participants.id, id));
    if (!person || !(await isWithinOrganization(this.db, principal.orgId, person.orgId))) throw notFound("Participant");
  }

  async state(principal: Principal, participantId: number) {
    await this.participantInScope(principal, participantId);
    const [feed] = await this.db.select({ createdAt: dutyFeeds.createdAt }).from(dutyFeeds).where(eq(dutyFeeds.participantId, participantId));
    return { active: Boolean(feed), createdAt: feed ? feed.createdAt.toISOString() : null };
  }

  async create(principal: Principal, participantId: number) {
    await this.participantInScope(principal, participantId);
    const token = randomBytes(24).toString("base64url");
    await this.db
      .insert(dutyFeeds)
      .values({ participantId, tokenHash: hashOf(token) })
      .onConflictDoUpdate({ target: dutyFeeds.participantId, set: { tokenHash: hashOf(token), createdAt: sql`now()` } });
    return { url: `${this.publicUrl}/rest/api/duty-feed/${token}.ics` };
  }

  async revoke(principal: Principal, participantId: number) {
    await this.participantInScope(principal, participantId);
    await this.db.delete(dutyFeeds).where(eq(dutyFeeds.participantId, participantId));
  }

  /** The calendar behind a token; 404 for an unknown or revoked one. */
  async calendar(token: string): Promise<string> {
    const [feed] = await this.db
      .select({ participantId: dutyFeeds.participantId, name: sql<string>`${participants.name} || ' ' || ${participants.surname}` })
      .from(dutyFeeds)
      .innerJoin(participants, eq(participants.id, dutyFeeds.participantId))
      .where(eq(dutyFeeds.tokenHash, hashOf(token)));
    if (!feed) throw notFound("Duty feed");
    const now = clock.now();
    const windowStart = now.getTime() - FEED_PAST_DAYS * DAY;
    // A duty's start, end and UID must be the same at every fetch, or calendar apps rewrite the event each time.
    const range = {
      from: new Date(Math.floor(windowStart / GRID) * GRID - LOOKBACK_DAYS * DAY),
      to: new Date(Math.ceil((now.getTime() + FEED_FUTURE_DAYS * DAY) / GRID) * GRID),
    };
    const worked = await dutiesOf(this.db, feed.participantId, range, this.timeZone, null);
    const duties = worked.filter((duty) => Date.parse(duty.to) > windowStart);
    return dutiesCalendar({ name: feed.name, participantId: feed.participantId, duties, now, deviceNames: (type) => DEVICE_NAMES[type] ?? type });
  }
}
