import type { HolidayEvent } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import {
  checkHolidayForm,
  extendTo,
  holidayFormOf,
  moveDraftTo,
  newHolidayForm,
  serverHolidayErrors,
  toCreateRequest,
  toUpdateRequest,
} from "./holiday-form-model";

const christmas: HolidayEvent = {
  id: 8,
  title: "Christmas",
  active: true,
  allDay: true,
  start: "2026-12-24",
  end: "2026-12-26",
  recurring: true,
  standard: false,
  singleDay: false,
  orgId: 2,
  orgName: "North",
  version: 5,
};

describe("holiday form", () => {
  it("starts a new holiday as the single day clicked", () => {
    expect(newHolidayForm("2026-05-08")).toEqual({ title: "", start: "2026-05-08", end: "2026-05-08", recurring: false, active: true });
  });

  it("moves a draft to another day and extends a range with shift-click", () => {
    const draft = { ...newHolidayForm("2026-05-08"), title: "Plant closed" };
    expect(moveDraftTo(draft, "2026-05-11")).toEqual({ ...draft, start: "2026-05-11", end: "2026-05-11" });
    expect(extendTo(draft, "2026-05-10")).toMatchObject({ start: "2026-05-08", end: "2026-05-10" });
    expect(extendTo(draft, "2026-05-06")).toMatchObject({ start: "2026-05-06", end: "2026-05-08" });
  });

  it("checks the dates like the server does", () => {
    expect(checkHolidayForm(newHolidayForm("2026-05-08"))).toEqual({});
    expect(checkHolidayForm({ ...newHolidayForm("2026-05-08"), end: "2026-05-01" })).toEqual({ end: { key: "holidays.errors.endBeforeStart" } });
    expect(checkHolidayForm({ ...newHolidayForm("2026-12-30"), end: "2027-01-02" })).toEqual({ end: { key: "holidays.errors.spansYears" } });
    expect(checkHolidayForm({ ...newHolidayForm("2026-12-30"), start: null, end: null })).toEqual({
      start: { key: "holidays.errors.startRequired" },
      end: { key: "holidays.errors.endRequired" },
    });
    expect(checkHolidayForm({ ...newHolidayForm("2026-12-30"), title: "x".repeat(201) }).title).toEqual({
      key: "holidays.errors.titleTooLong",
      values: { max: 200 },
    });
  });

  it("leaves an empty title to the server's default and sends the version when updating", () => {
    expect(toCreateRequest({ ...newHolidayForm("2026-05-08"), title: "  " })).toEqual({
      start: "2026-05-08",
      end: "2026-05-08",
      recurring: false,
      active: true,
    });
    expect(toUpdateRequest({ ...holidayFormOf(christmas), title: " Xmas " }, christmas)).toEqual({
      id: 8,
      version: 5,
      title: "Xmas",
      start: "2026-12-24",
      end: "2026-12-26",
      recurring: true,
      active: true,
    });
  });
});

describe("server problems", () => {
  it("shows 'Date is occupied' under the dates", () => {
    expect(serverHolidayErrors(new ApiError(409, "CONFLICT", "Date is occupied"))).toEqual({ dates: { key: "holidays.errors.dateOccupied" } });
    expect(serverHolidayErrors(new ApiError(409, "CONFLICT", "Changed by someone else"))).toBeNull();
  });

  it("puts field problems under their fields", () => {
    const error = new ApiError(400, "VALIDATION", "Invalid", [
      { field: "end", message: "ends before it starts", code: "END_BEFORE_START" },
      { field: "start", message: "not a real date" },
    ]);
    expect(serverHolidayErrors(error)).toEqual({ end: { key: "holidays.errors.endBeforeStart" }, start: { key: "holidays.errors.invalidDate" } });
    expect(
      serverHolidayErrors(new ApiError(400, "VALIDATION", "Invalid", [{ field: "end", message: "must end in the year it starts", code: "SPANS_YEARS" }])),
    ).toEqual({
      end: { key: "holidays.errors.spansYears" },
    });
    expect(serverHolidayErrors(new ApiError(400, "VALIDATION", "Invalid", [{ field: "year", message: "bad" }]))).toBeNull();
  });
});
