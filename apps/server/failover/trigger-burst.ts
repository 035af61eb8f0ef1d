import type { ApiCall } from "../test/http-call.js";

/** One trigger of a burst: how it was sent, when, and what it was answered. */
export type SentTrigger = {
  via: "console" | "events-api";
  instance: number;
  sentAt: number;
  answeredAt: number;
  /** The HTTP status; 0 when no answer came (the connection failed). */
  status: number;
  /** A console trigger's alarm, when answered 200. */
  alarmId?: number;
  /** An Events API trigger's dedup key (unique per trigger), when answered 202. */
  dedupKey?: string;
};

export type BurstTarget = { call: ApiCall; token: string };

/**
 * Open-loop triggers at `perSecond`, whatever the answers take (as alarms arrive in real life):
 * in turn the console's `POST /alarm-trigger` and the Events API, on each instance in turn.
 */
export function startBurst(instances: BurstTarget[], pointIds: number[], routingKey: string, perSecond: number, label: string) {
  const sent: Promise<SentTrigger>[] = [];
  let sequence = 0;
  const fire = () => {
    const index = sequence++;
    const instance = index % instances.length;
    const target = instances[instance]!;
    const viaEvents = Math.floor(index / instances.length) % 2 === 1;
    const sentAt = Date.now();
    const answered = (status: number, extra: Partial<SentTrigger> = {}): SentTrigger => ({
      via: viaEvents ? "events-api" : "console",
      instance,
      sentAt,
      answeredAt: Date.now(),
      status,
      ...extra,
    });
    const send = async (): Promise<SentTrigger> => {
      if (viaEvents) {
        const dedupKey = `${label}-${index}`;
        const response = await target.call({
          method: "POST",
          url: "/rest/integrations/v2/enqueue",
          payload: {
            routing_key: routingKey,
            event_action: "trigger",
            dedup_key: dedupKey,
            payload: { summary: `Burst ${dedupKey}`, source: "burst", severity: "error" },
          },
        });
        return answered(response.statusCode, response.statusCode === 202 ? { dedupKey } : {});
      }
      const response = await target.call({
        method: "POST",
        url: "/alarm-trigger",
        token: target.token,
        payload: { alarmPointId: pointIds[index % pointIds.length] },
      });
      return answered(response.statusCode, response.statusCode === 200 ? { alarmId: response.json<{ id: number }>().id } : {});
    };
    sent.push(send().catch(() => answered(0)));
  };
  const timer = setInterval(fire, 1000 / perSecond);
  return {
    /** Stops sending; answers every trigger once all are answered. */
    async stop(): Promise<SentTrigger[]> {
      clearInterval(timer);
      return Promise.all(sent);
    },
  };
}

/** The answers by status, as `{ "200": n, "503": m }`. */
export function byStatus(triggers: SentTrigger[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const trigger of triggers) counts[trigger.status] = (counts[trigger.status] ?? 0) + 1;
  return counts;
}

/** Answered as accepted: 200 from the console's trigger, 202 from the Events API. */
export const wasAccepted = (trigger: SentTrigger) => trigger.status === 200 || trigger.status === 202;
