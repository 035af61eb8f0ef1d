import type { TFunction } from "i18next";
import type { FieldProblem } from "./api-error";

/** A server's field problem in the user's language where the console knows it (text over its limit), else in the server's words. */
export function problemInLanguage(problem: FieldProblem, t: TFunction): FieldProblem {
  return problem.code === "TOO_LONG" && problem.limit !== undefined ? { ...problem, message: t("formField.atMost", { max: problem.limit }) } : problem;
}
