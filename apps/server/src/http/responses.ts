import { errorBody } from "@alarm/contract";

/** The failure answers every authenticated route can give, for the OpenAPI document. */
export const failureResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
} as const;

export const ok = { status: "ok" as const };
