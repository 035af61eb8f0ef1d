import { presetLayout, widgetLayout, type WidgetsDocument } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import { AppError } from "../../core/errors.js";
import { nestsDeeperThan, tooDeep } from "../../core/json-depth.js";
import type { Principal } from "../../core/principal.js";
import { type Executor, queryRows } from "../../db/database.js";
import { userWidgets } from "../../db/schema/index.js";

/** The layout of a user who has not arranged the dashboard: the presets of their roles' numbers. */
export async function presetOf(db: Executor, userId: number): Promise<WidgetsDocument> {
  const rows = await queryRows<{ number: number }>(
    db,
    sql`select r.role_number as number from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}`,
  );
  return { widgets: JSON.stringify(presetLayout(rows.map((row) => row.number))), preset: true };
}

export async function widgetsOf(db: Executor, principal: Principal): Promise<WidgetsDocument> {
  const [saved] = await db.select({ widgets: userWidgets.widgets }).from(userWidgets).where(eq(userWidgets.userId, principal.id));
  return saved ? { widgets: saved.widgets, preset: false } : presetOf(db, principal.id);
}

/** Saves the layout (checked against the contract and stored as the contract writes it); null returns to the preset. */
export async function saveWidgets(db: Executor, principal: Principal, text: string | null): Promise<WidgetsDocument> {
  if (text === null) {
    await db.delete(userWidgets).where(eq(userWidgets.userId, principal.id));
    return presetOf(db, principal.id);
  }
  const layout = widgetLayout.safeParse(parseJson(text));
  if (!layout.success) {
    const problems = layout.error.issues.map((issue) => ({ field: ["widgets", ...issue.path].join("."), message: issue.message, code: "INVALID_WIDGETS" }));
    throw new AppError("VALIDATION", "The widgets are not a dashboard layout", problems);
  }
  const widgets = JSON.stringify(layout.data);
  await db
    .insert(userWidgets)
    .values({ userId: principal.id, widgets })
    .onConflictDoUpdate({ target: userWidgets.userId, set: { widgets, updatedAt: sql`now()` } });
  return { widgets, preset: false };
}

function parseJson(text: string): unknown {
  if (nestsDeeperThan(text)) throw tooDeep("widgets");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("VALIDATION", "The widgets are not JSON text", [{ field: "widgets", message: "not JSON", code: "INVALID_WIDGETS" }]);
  }
}
