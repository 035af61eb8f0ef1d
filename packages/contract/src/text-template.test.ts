import { describe, expect, it } from "vitest";
import { renderText, textIn, unknownPlaceholders, type PlaceholderValues } from "./text-template.js";

const values: PlaceholderValues = {
  alarmName: "Fire alarm building A",
  time: new Date("2027-03-05T14:07:09Z"),
  organization: "Plant North",
  triggeredBy: "Eva Novak",
  text: "Smoke on floor 2",
};

describe("renderText", () => {
  it("fills every known placeholder, as often as it occurs", () => {
    const text = "{alarmName} ({organization}) by {triggeredBy}: {text}. Again: {alarmName}";
    expect(renderText(text, values, "ENGLISH", "UTC")).toBe("Fire alarm building A (Plant North) by Eva Novak: Smoke on floor 2. Again: Fire alarm building A");
  });

  it("leaves unknown placeholders and other braces as written", () => {
    expect(renderText("{name} {alarm name} {} {alarmName", values, "ENGLISH", "UTC")).toBe("{name} {alarm name} {} {alarmName");
  });

  it.each([
    ["ENGLISH", "UTC", "05/03/2027, 14:07:09"],
    ["GERMAN", "Europe/Berlin", "05.03.27, 15:07:09"],
    ["CZECH", "Europe/Prague", "05.03.27 15:07:09"],
    ["ENGLISH", "America/New_York", "05/03/2027, 09:07:09"],
  ] as const)("writes the time the way %s writes it, in %s", (language, zone, expected) => {
    expect(renderText("{time}", values, language, zone).replace(/\s/g, " ")).toBe(expected);
  });

  it("leaves a text without placeholders alone", () => {
    expect(renderText("Evacuate now", values, "GERMAN", "UTC")).toBe("Evacuate now");
  });
});

describe("unknownPlaceholders", () => {
  it("names the placeholders that are not known, in order", () => {
    expect(unknownPlaceholders("{alarmName} {name} {time} {Time}")).toEqual(["name", "Time"]);
    expect(unknownPlaceholders("no placeholders {}")).toEqual([]);
  });
});

describe("textIn", () => {
  const template = {
    texts: {
      ENGLISH: { subject: "Alarm", body: "Fire in {alarmName}" },
      GERMAN: { subject: "", body: "Feuer in {alarmName}" },
      CZECH: { subject: "", body: "" },
    },
  };

  it("gives the language's own text", () => {
    expect(textIn(template, "ENGLISH")).toEqual({ subject: "Alarm", body: "Fire in {alarmName}" });
  });

  it("falls back to English for each part the language has not", () => {
    expect(textIn(template, "GERMAN")).toEqual({ subject: "Alarm", body: "Feuer in {alarmName}" });
    expect(textIn(template, "CZECH")).toEqual({ subject: "Alarm", body: "Fire in {alarmName}" });
  });
});
