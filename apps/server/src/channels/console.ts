import { consoleUserFor } from "../core/console-user.js";
import { LiveHub } from "../core/live-hub.js";
import { type Channel, ChannelError } from "./channel.js";
import type { ChannelDependencies } from "./index.js";

/**
 * In-console notification (device type APP): the console of the user linked to the participant
 * (core/console-user.ts) shows the alarm with accept and decline at once, on whichever instance it
 * is connected to. A participant whose link does not hold fails the message, and the escalation goes on.
 */
export function consoleChannel({ db }: ChannelDependencies): Channel {
  return {
    name: "console",
    deviceTypes: ["APP"],
    configured: true,
    async send(message) {
      const link = await consoleUserFor(db, message.participant.id, message.alarmId);
      if ("refusal" in link) throw new ChannelError({ key: "NOT_SHOWN_IN_CONSOLE", params: { reason: link.refusal } }, true);
      await LiveHub.publish(db, {
        type: "notification",
        login: link.user.login,
        notificationId: message.notificationId,
        alarmId: message.alarmId,
        name: message.subject,
        text: message.body,
        respondToken: message.responseToken,
      });
      return { status: "SENT" };
    },
  };
}
