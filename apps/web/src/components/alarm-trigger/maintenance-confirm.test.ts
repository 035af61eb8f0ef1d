import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import { isInMaintenance, windowNameInRefusal } from "./maintenance-confirm";

const reason = 'Alarm point "Boiler" is in maintenance window "Boiler service"; confirm to trigger it anyway';
const refusal = new ApiError(409, "CONFLICT", reason, [{ field: "confirmMaintenance", message: reason, code: "IN_MAINTENANCE" }]);

describe("a trigger refused during maintenance", () => {
  it("is told from other refusals by its detail code", () => {
    expect(isInMaintenance(refusal)).toBe(true);
    expect(isInMaintenance(new ApiError(409, "CONFLICT", "Stale version"))).toBe(false);
    expect(isInMaintenance(new ApiError(400, "VALIDATION", "bad", [{ field: "text", message: "too long" }]))).toBe(false);
    expect(isInMaintenance(new Error("offline"))).toBe(false);
  });

  it("names the window the server names", () => {
    expect(windowNameInRefusal(refusal)).toBe("Boiler service");
    expect(
      windowNameInRefusal(
        new ApiError(409, "CONFLICT", "in maintenance", [{ field: "confirmMaintenance", message: "in maintenance", code: "IN_MAINTENANCE" }]),
      ),
    ).toBeNull();
  });
});
