import { describe, expect, it } from "vitest";
import { ConnectionErrors } from "./connection-errors.js";

function heardBy() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  let now = 0;
  const errors = new ConnectionErrors(() => now);
  errors.tellTo({ warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }) });
  return { errors, warnings, advance: (ms: number) => (now += ms) };
}

const cut = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

describe("connection errors of the pool", () => {
  it("are told as one warning with the database's code, not one a connection", () => {
    const { errors, warnings } = heardBy();
    for (let i = 0; i < 50; i++) errors.heard(cut);
    expect(warnings).toEqual([{ details: { err: { message: cut.message, code: "57P01" }, errors: 1 }, message: "a database connection failed" }]);
  });

  it("say after a quiet period how many came meanwhile", () => {
    const { errors, warnings, advance } = heardBy();
    errors.heard(cut);
    for (let i = 0; i < 9; i++) {
      advance(1_000);
      errors.heard(cut);
    }
    advance(1_000);
    errors.heard(cut);
    expect(warnings.map((warning) => warning.details.errors)).toEqual([1, 10]);
  });

  it("are counted before a log is there, and told with the first error after", () => {
    const errors = new ConnectionErrors(() => 0);
    errors.heard(cut);
    const told: unknown[] = [];
    errors.tellTo({ warn: (details) => told.push(details) });
    errors.heard(cut);
    expect(told).toEqual([expect.objectContaining({ errors: 2 })]);
  });
});
