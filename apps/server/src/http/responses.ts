import { errorBody } from "@alarm/contract";
import { z } from "zod";

/** The failure answers every authenticated route can give, for the OpenAPI document. */
export const failureResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
} as const;

export const ok = { status: "ok" as const };

/** A 200 answer that is a file in one of `mediaTypes`, for the OpenAPI document. */
export const fileAnswer = (description: string, ...mediaTypes: [string, ...string[]]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: z.unknown().describe(description) }])),
});
