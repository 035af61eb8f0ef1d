/** The unique constraint a failed statement violated (PostgreSQL code 23505), looked up through wrapped causes. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let cause = error;
  for (let depth = 0; depth < 5 && typeof cause === "object" && cause !== null; depth++) {
    const { code, constraint, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : (/constraint "([^"]+)"/.exec(String(message))?.[1] ?? "");
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}
