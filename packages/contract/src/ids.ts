import { z } from "zod";

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const loginParams = z.object({ login: z.string().min(1).max(100) });
