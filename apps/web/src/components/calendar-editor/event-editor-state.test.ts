import { describe, expect, it } from "vitest";
import { afterSaveOrDelete, CLOSED_EDITOR, editNewEvent, editStoredEvent } from "./event-editor-state";
import { newTimingForm, timingFormOf } from "./timing-form-model";

describe("event editor state (docs/domain-rules.md#editor-states)", () => {
  it("opens a new event as not editable and a stored one as editable; save or delete returns to non-editable", () => {
    const fresh = editNewEvent(newTimingForm({ start: new Date(2027, 0, 4, 9, 0), allDay: false }, "Europe/Prague"));
    expect(fresh).toMatchObject({ open: true, isEditable: false, values: { id: null } });
    const stored = editStoredEvent(
      timingFormOf({
        id: 3,
        version: 1,
        title: "Away",
        active: true,
        timeZone: "Europe/Prague",
        startDateSelected: "2027-01-04",
        endDateSelected: "2027-01-04",
        startTime: "09:00",
        endTime: "10:00:59",
        recurring: false,
        repeatType: "NONE",
        repeatEvery: 1,
        markedDays: null,
        monthSubType: "DAY_OF_THE_MONTH",
        endType: "NEVER",
        countAfterTimesEnd: null,
        endDate: null,
        sourceEventId: null,
      }),
    );
    expect(stored).toMatchObject({ open: true, isEditable: true, values: { id: 3, endTime: "10:00" } });
    expect(afterSaveOrDelete()).toEqual(CLOSED_EDITOR);
    expect(CLOSED_EDITOR.isEditable).toBe(false);
  });
});
