import type { Authority } from "@alarm/contract";
import type { users } from "../db/schema/index.js";

export type UserRow = typeof users.$inferSelect;

/** A signed-in user as every route sees it. */
export type Principal = UserRow & {
  sessionId: string;
  /** CONSOLE, or APP: a phone's sign-in to the participant app, which reaches only the routes marked `appSession`. */
  sessionKind: string;
  orgName: string;
  authorities: Authority[];
};
