import { describe, expect, it } from "vitest";
import { deviceFieldOf, deviceRowProblem, deviceRowsOf, moveRow, newDeviceRow, normalisedAddress, toDeviceRequests } from "./device-rows";

describe("device rows", () => {
  it("checks each address by the rule of its type", () => {
    expect(deviceRowProblem({ callingDeviceType: "SMS", address: "+420 601 234 567" })).toBeNull();
    expect(deviceRowProblem({ callingDeviceType: "VOICE", address: "12345" })).toBe("INVALID_PHONE");
    expect(deviceRowProblem({ callingDeviceType: "SMS", address: "601234567" })).toBe("INVALID_PHONE");
    expect(deviceRowProblem({ callingDeviceType: "EMAIL", address: "petra@example.com" })).toBeNull();
    expect(deviceRowProblem({ callingDeviceType: "EMAIL", address: "petra@" })).toBe("INVALID_EMAIL");
    expect(deviceRowProblem({ callingDeviceType: "PUSH", address: "http://push.example.com/x" })).toBe("INVALID_URL");
    expect(deviceRowProblem({ callingDeviceType: "PUSH", address: "https://push.example.com/x" })).toBeNull();
    expect(deviceRowProblem({ callingDeviceType: "APP", address: "any text" })).toBeNull();
    expect(deviceRowProblem({ callingDeviceType: "APP", address: "   " })).toBe("REQUIRED");
  });

  it("sends phone numbers in E.164 and email in lower case, notes trimmed or null, in row order", () => {
    expect(normalisedAddress({ callingDeviceType: "SMS", address: "+420 601 234 567" })).toBe("+420601234567");
    expect(normalisedAddress({ callingDeviceType: "SMS", address: "nonsense" })).toBe("nonsense");
    const rows = [
      { ...newDeviceRow("EMAIL"), address: " Petra@Example.com ", message: "  " },
      { ...newDeviceRow("VOICE"), address: "+49 30 901820", message: " office " },
    ];
    expect(toDeviceRequests(rows)).toEqual([
      { callingDeviceType: "EMAIL", address: "petra@example.com", message: null },
      { callingDeviceType: "VOICE", address: "+4930901820", message: "office" },
    ]);
  });

  it("reads saved devices into rows with distinct keys", () => {
    const rows = deviceRowsOf([
      { id: 7, callingDeviceType: "SMS", address: "+420601234567", message: null },
      { id: 8, callingDeviceType: "EMAIL", address: "a@b.cz", message: "home" },
    ]);
    expect(rows.map(({ id, message }) => ({ id, message }))).toEqual([
      { id: 7, message: "" },
      { id: 8, message: "home" },
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });

  it("moves a row up, down and to either end", () => {
    expect(moveRow(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveRow(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveRow(["a", "b", "c"], 0, 9)).toEqual(["b", "c", "a"]);
    expect(moveRow(["a", "b", "c"], 1, 1)).toEqual(["a", "b", "c"]);
    expect(moveRow(["a", "b", "c"], 5, 0)).toEqual(["a", "b", "c"]);
  });

  it("finds the row of a server field problem", () => {
    expect(deviceFieldOf("devices.2.address")).toEqual({ index: 2, part: "address" });
    expect(deviceFieldOf("devices.0.message")).toEqual({ index: 0, part: "message" });
    expect(deviceFieldOf("devices")).toBeNull();
    expect(deviceFieldOf("name")).toBeNull();
  });
});
