import { type Channel, ChannelError } from "./channel.js";
import type { ChannelDependencies } from "./index.js";
import { LiveHub } from "../engine/live.js";

/**
 * In-console notification (device type APP): the participant's console, signed in with the
 * participant's login, shows the alarm with accept and decline at once, on whichever instance it is connected to.
 */
export function consoleChannel({ db }: ChannelDependencies): Channel {
  return {
    name: "console",
    deviceTypes: ["APP"],
    configured: true,
    async send(message) {
      const login = message.participant.login;
      if (!login) throw new ChannelError("The participant has no console login to be notified at", true);
      const token = message.links.respond.slice(message.links.respond.lastIndexOf("/") + 1);
      await LiveHub.publish(db, {
        type: "notification",
        login,
        notificationId: message.notificationId,
        alarmId: message.alarmId,
        name: message.subject,
        text: message.body,
        respondToken: token,
      });
      return { status: "SENT" };
    },
  };
}
