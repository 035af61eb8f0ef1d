import { codedProblem, type ImportProblem } from "@alarm/contract";
import type { AppError } from "../../core/errors.js";

/**
 * The problems of a row a service refused while the import was applied: its field problems, else
 * its reason, in the service's words, with the catalog's code where the service gave a known one.
 */
export function refusalProblems(error: AppError): ImportProblem[] {
  const details = error.details?.length ? error.details : [{ field: "", message: error.reason }];
  return details.map((detail) => codedProblem(detail.field, detail.message, detail.code, detail.limit === undefined ? {} : { max: detail.limit }, "REFUSED"));
}
