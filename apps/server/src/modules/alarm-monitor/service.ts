import {
  type AlarmDetails,
  type AlarmList,
  type AlarmLiveEvent,
  type HistoryEntry,
  type PrepareTriggerAgain,
  ROOT_ORG_ID,
  type ValidAlarmTableRequest,
} from "@alarm/contract";
import type { SQL } from "drizzle-orm";
import { conflict, notFound } from "../../core/errors.js";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { alarms, participantGroups, participants } from "../../db/schema/index.js";
import { findPrincipal } from "../auth/service.js";
import { type AlarmTab, alarmConditions, type Viewer } from "./alarm-conditions.js";
import { triggeredWithin } from "./duration.js";
import { OrganizationScope } from "./live-stream.js";
import * as repo from "./repo.js";

/**
 * The count is exact only up to this many pages after the current one. Counting every match means
 * reading every matching row (a million, in a busy history), which costs far more than the page:
 * so the page's own walk along the sort order looks this far ahead and stops. Beyond it the count
 * is a lower bound ("at least"), which still lets the pager offer the next pages; it grows as the
 * operator pages on.
 */
export const COUNT_PAGES_AHEAD = 10;

const SORT_COLUMNS = {
  triggeredAt: alarms.triggeredAt,
  priority: alarms.priority,
  name: alarms.name,
  status: alarms.status,
  systemId: alarms.systemId,
  triggeredBy: alarms.triggeredBy,
} as const;

const viewerOf = (principal: Principal): Viewer => ({ userId: principal.id, login: principal.login });
const inScope = (principal: Principal): SQL => inOrganizationSubtree(alarms.orgId, principal.orgId);

/** The alarm table, the history and their details: reading only, the engine and the operator actions change alarms. */
export class AlarmMonitorService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async list(principal: Principal, tab: AlarmTab, request: ValidAlarmTableRequest): Promise<AlarmList> {
    const orgIds = await organizationsShown(this.db, principal, request.organizationFilter);
    const { where, branches } = alarmConditions(viewerOf(principal), tab, {
      ...request,
      orgIds,
      triggeredWithin: triggeredWithin(request.duration, this.timeZone),
    });
    const offset = (request.currentPage - 1) * request.pageSize;
    const lookahead = request.pageSize * COUNT_PAGES_AHEAD;
    const { rows, ahead } = await repo.alarmPage(this.db, branches, sortKeys(request), { offset, size: request.pageSize, lookahead });
    // A page past the end says nothing about the total, which is then below the offset: count it.
    const count = ahead > 0 || offset === 0 ? offset + ahead : await repo.countUpTo(this.db, where, offset);
    // The walk takes one id more than it looks ahead: finding it means there are more still.
    const countExact = ahead <= lookahead;
    return { list: rows, count, countExact, currentPage: request.currentPage, pageSize: request.pageSize, pagesCount: Math.ceil(count / request.pageSize) };
  }

  /**
   * Any alarm in scope, whichever tab asks: an alarm moves from the alarm table to the history while
   * an operator follows a link to it, and the link must not break in between.
   */
  async details(principal: Principal, id: number): Promise<AlarmDetails> {
    const alarm = await repo.findAlarm(this.db, id, inScope(principal));
    if (!alarm) throw notFound("Alarm");
    const [recipients, notifications, timeline, linked] = await Promise.all([
      repo.recipientsOf(this.db, id),
      repo.notificationsOf(this.db, id),
      repo.historyOf(this.db, id),
      repo.linkedAlarmsOf(this.db, { id, initiatorAlarmId: alarm.initiatorAlarmId }, inScope(principal)),
    ]);
    return {
      alarm: alarm.row,
      speechText: alarm.speechText,
      mediaProcessingType: alarm.mediaProcessingType,
      mediaUsageType: alarm.mediaUsageType,
      round: alarm.round,
      countRepeat: alarm.countRepeat,
      rank: alarm.rank,
      quitReason: alarm.quitReason,
      source: alarm.source,
      location: alarm.location,
      recipients,
      notifications,
      timeline,
      ...linked,
    };
  }

  /** The timeline of any alarm in scope, running or ended. */
  async timeline(principal: Principal, alarmId: number): Promise<HistoryEntry[]> {
    const alarm = await repo.findAlarm(this.db, alarmId, inScope(principal));
    if (!alarm) throw notFound("Alarm");
    return repo.historyOf(this.db, alarmId);
  }

  /**
   * The request that triggers the alarm again, for the operator to review: the alarm point (with
   * the text that was added to its own), or the manual call with the participants and groups of
   * its snapshot that still exist. Triggering checks ALARM_PANEL or MANUAL_CALL itself.
   */
  async prepareTriggerAgain(principal: Principal, alarmId: number): Promise<PrepareTriggerAgain> {
    const alarm = await repo.findAlarm(this.db, alarmId, inScope(principal));
    if (!alarm) throw notFound("Alarm");
    const { row } = alarm;
    if (row.kind === "STANDARD") {
      const point = row.alarmPointId === null ? undefined : await repo.livePoint(this.db, row.alarmPointId, principal.orgId);
      if (!point) throw conflict(`The alarm point "${row.name}" was deleted`);
      return { alarmId, name: row.name, request: { alarmPointId: point.id, text: addedText(row.text, point.text) } };
    }
    const ranks = alarm.plan.ranks;
    const unique = (ids: number[]) => [...new Set(ids)];
    const [participantIds, participantGroupIds] = await Promise.all([
      repo.stillVisible(this.db, participants, unique(ranks.flatMap((rank) => rank.participantIds)), principal.orgId),
      repo.stillVisible(this.db, participantGroups, unique(ranks.flatMap((rank) => rank.participantGroupIds)), principal.orgId),
    ]);
    const manualCall = {
      name: row.name,
      orgId: row.orgId,
      participantIds,
      participantGroupIds,
      text: row.text,
      // Triggering falls back to the text when the call had no speech text of its own.
      speechText: alarm.speechText === row.text ? null : alarm.speechText,
      textTemplateId: alarm.textTemplateId,
      priority: row.priority,
      confirmPriority: row.confirmPriority,
      localAcknowledgeTime: alarm.localAcknowledgeTime,
      countRepeat: alarm.countRepeat,
      repeatBetween: alarm.repeatBetween,
      mediaUsageType: alarm.mediaUsageType,
    };
    return { alarmId, name: row.name, request: { manualCall } };
  }

  /**
   * Which live events the caller sees: changes of alarms in their subtree (the total system sees
   * all), and the messages addressed to the participant who signs in with their login.
   */
  liveEventFilter(principal: Principal): (event: AlarmLiveEvent) => Promise<boolean> {
    const scope =
      principal.orgId === ROOT_ORG_ID ? null : new OrganizationScope(async () => new Set(await repo.organizationsBelow(this.db, [principal.orgId])));
    const login = principal.login.toLowerCase();
    return async (event) => {
      if (event.type === "notification") return event.login.toLowerCase() === login;
      return scope ? scope.includes(event.orgId) : true;
    };
  }

  /** True while the caller's session lives and still holds ALARM_TABLE. */
  async stillWatching(principal: Principal): Promise<boolean> {
    const current = await findPrincipal(this.db, principal.id, principal.sessionId);
    return current?.authorities.includes("ALARM_TABLE") ?? false;
  }

  /** The organizations whose alarms the list shows; null: all of them (the total system, unfiltered). */
}

/** The most urgent first when asked, then the chosen field, then the id in the same direction. */
export function sortKeys(request: Pick<ValidAlarmTableRequest, "orderByPriority" | "sortField" | "sortOrder">): repo.SortKey[] {
  const descending = request.sortOrder === "DESCENDING";
  const keys: repo.SortKey[] = request.orderByPriority ? [{ column: alarms.priority, descending: false }] : [];
  const column = SORT_COLUMNS[request.sortField];
  if (!keys.some((key) => key.column === column)) keys.push({ column, descending });
  keys.push({ column: alarms.id, descending });
  return keys;
}

/**
 * Triggering stores the point's text and the added text joined by a line break; the added part is
 * what the operator typed. When the point's text has changed since, it cannot be told apart: none.
 */
export function addedText(alarmText: string | null, pointText: string | null): string | null {
  if (!alarmText) return null;
  if (!pointText) return alarmText;
  return alarmText.startsWith(`${pointText}\n`) ? alarmText.slice(pointText.length + 1) : null;
}

/**
 * The organizations an organization filter shows: the caller's subtree without one, else the ones it
 * names (with their descendants when recursive); null for every organization.
 */
export async function organizationsShown(db: Db, principal: Principal, filter: ValidAlarmTableRequest["organizationFilter"]): Promise<number[] | null> {
  if (!filter?.orgIds.length) return principal.orgId === ROOT_ORG_ID ? null : repo.organizationsBelow(db, [principal.orgId]);
  const visible = await repo.organizationsWithin(db, principal.orgId, filter.orgIds);
  // Like a missing object: an organization outside the caller's subtree is not told apart from none.
  if (filter.orgIds.some((orgId) => !visible.has(orgId))) throw notFound("Organization");
  if (!filter.recursive) return filter.orgIds;
  return filter.orgIds.includes(ROOT_ORG_ID) ? null : repo.organizationsBelow(db, filter.orgIds);
}
