import type { AlarmPointCalendar, Consequential, InstructionFile, ParticipantCalendar } from "@alarm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { instructionFiles } from "../db/schema/index.js";
import { createAlarmPoint, createParticipant } from "../../test/alarm-fixtures.js";
import { useTestApp } from "../../test/test-app.js";

/**
 * A client written for the older API's field names (docs/domain-rules.md#older-names): where they differ from this API's, a
 * body using them is saved as if it used the API's names (read back to prove it).
 */
const ctx = useTestApp();

let token: string;
let participantId: number;
let pointId: number;

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => ctx.call({ method, url, token, ...(payload ? { payload } : {}) });

async function newFile(name: string) {
  const [row] = await ctx.database.db
    .insert(instructionFiles)
    .values({ orgId: 1, name, path: `1/${name}`, type: "pdf", size: 12, contentType: "application/pdf" })
    .returning({ id: instructionFiles.id });
  return row!.id;
}

beforeAll(async () => {
  token = (await ctx.signIn("admin")).token;
  participantId = (await createParticipant(ctx.call, token, { devices: [{ type: "EMAIL", address: "spec@alarm.test" }] })).id;
  pointId = await createAlarmPoint(ctx.call, token, { ranks: [{ participantIds: [participantId] }] });
});

/** A weekly event as the older API's participant calendar event spells it. */
const specEvent = (title: string) => ({
  title,
  active: true,
  startDateSelected: "2026-03-02",
  endDateSelected: "2026-03-02",
  startTime: "08:00",
  endTime: "12:00",
  recurring: true,
  repeatType: "WEEKLY",
  repeatEvery: 1,
  markedDays: [1, 3],
  monthSubType: "DAY_OF_THE_MONTH",
  endType: "AFTER_TIMES_END",
  countAfterTimesEnd: 4,
  sourceEventId: null,
  day: null,
  ruleId: null,
});

describe("calendar events with the older API's day and ruleId", () => {
  it("saves a participant's event that sends them empty", async () => {
    const response = await call("PUT", `/participants/${participantId}/calendar/update`, {
      ...specEvent("Evening classes"),
      acknowledgeTime: 1,
      deviceType: null,
      callingNumber: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await call("GET", `/participants/${participantId}/calendar`)).json<ParticipantCalendar>();
    expect(saved.events).toContainEqual(expect.objectContaining({ title: "Evening classes", markedDays: [1, 3], countAfterTimesEnd: 4 }));
  });

  it("saves an alarm point's event that sends them empty", async () => {
    const response = await call("PUT", `/alarmpoints/${pointId}/calendar/update`, { ...specEvent("Cleaning"), kind: "INACTIVE" });
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await call("GET", `/alarmpoints/${pointId}/calendar`)).json<AlarmPointCalendar>();
    expect(saved.events).toContainEqual(expect.objectContaining({ title: "Cleaning", kind: "INACTIVE" }));
  });

  it("refuses a day or a rule they name: this product has neither", async () => {
    for (const named of [{ day: 3 }, { ruleId: 12 }]) {
      const response = await call("PUT", `/participants/${participantId}/calendar/update`, { ...specEvent("Named"), ...named });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toContainEqual(expect.objectContaining({ field: Object.keys(named)[0] }));
    }
  });
});

describe("a consequential trigger's instructionFiles", () => {
  let fileA: number;
  let fileB: number;
  const files = async (id: number) =>
    (await call("GET", `/consequentials/${id}`)).json<Consequential>().instructionFiles.map((file: InstructionFile) => file.id);

  beforeAll(async () => {
    fileA = await newFile("spec-steps.pdf");
    fileB = await newFile("spec-map.pdf");
  });

  it("are saved when sent as the older API names them, with its list state", async () => {
    const sent = [
      { id: fileB, name: "spec-map.pdf", path: "1/spec-map.pdf", type: "pdf", orgId: 1, orgName: "Total system", selected: true, hovered: false },
      { id: fileA, name: "spec-steps.pdf", path: "1/spec-steps.pdf", type: "pdf", orgId: 1, orgName: "Total system", selected: false, hovered: false },
    ];
    const response = await call("POST", "/consequentials", { name: "Follow-up by older names", initiatorId: pointId, instructionFiles: sent });
    expect(response.statusCode, response.body).toBe(200);
    expect(await files(response.json<Consequential>().id)).toEqual([fileB, fileA]);
  });

  it("are kept when a trigger is read and sent back as it was", async () => {
    const created = (
      await call("POST", "/consequentials", { name: "Kept files", initiatorId: pointId, consequentialTrigger: "ON_FINISHED", instructionFileIds: [fileA] })
    ).json<Consequential>();
    const response = await call("PUT", "/consequentials", { ...created, name: "Kept files, renamed" });
    expect(response.statusCode, response.body).toBe(200);
    expect(await files(created.id)).toEqual([fileA]);
  });

  it("give way to instructionFileIds sent beside them, as when a trigger read is sent back with its files changed", async () => {
    const created = (
      await call("POST", "/consequentials", { name: "Both", initiatorId: pointId, consequentialTrigger: "ON_FAILURE", instructionFileIds: [fileA] })
    ).json<Consequential>();
    const response = await call("PUT", "/consequentials", { ...created, instructionFileIds: [fileB] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await files(created.id)).toEqual([fileB]);
  });
});
