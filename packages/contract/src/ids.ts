import { z } from "zod";

/** The largest value of the database's `integer` columns (ids, versions). */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/**
 * An object's id in a body. Bounded to the database's range, so a larger one answers 400 instead
 * of failing in the database; every id of every request goes through these two schemas.
 */
export const objectId = z.number().int().positive().max(DATABASE_INTEGER_MAX);
/** An object's id in a path or query string. */
export const objectIdParam = z.coerce.number().int().positive().max(DATABASE_INTEGER_MAX);
/** The `version` an edit was based on (docs/domain-rules.md#rest-conventions). */
export const objectVersion = z.number().int().min(0).max(DATABASE_INTEGER_MAX);

export const idParams = z.object({ id: objectIdParam });
export const loginParams = z.object({ login: z.string().min(1).max(100) });
