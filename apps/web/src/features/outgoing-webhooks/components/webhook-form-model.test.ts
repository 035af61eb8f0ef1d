import { describe, expect, it } from "vitest";
import { checkWebhookForm, newWebhookForm, serverErrorsOf, toCreate, toUpdate } from "./webhook-form-model";

describe("outgoing webhook form", () => {
  const valid = { ...newWebhookForm(4), name: " Ops chat ", url: "https://hooks.slack.com/services/T0/B0/x" };

  it("starts with every event, JSON, active, in the given organization", () => {
    expect(newWebhookForm(4)).toEqual({
      name: "",
      orgId: 4,
      url: "",
      format: "JSON",
      events: ["TRIGGERED", "ACCEPTED", "ACKNOWLEDGED", "ENDED"],
      active: true,
    });
  });

  it("names each missing or wrong field", () => {
    expect(checkWebhookForm(valid)).toEqual({});
    expect(checkWebhookForm({ ...valid, name: "  ", orgId: null, url: "", events: [] })).toEqual({
      name: { key: "outgoingWebhooks.form.nameRequired" },
      orgId: { key: "outgoingWebhooks.form.organizationRequired" },
      url: { key: "outgoingWebhooks.form.urlRequired" },
      events: { key: "outgoingWebhooks.form.eventsRequired" },
    });
    for (const url of ["hooks.slack.com/x", "ftp://example.com/x", "https://"]) {
      expect(checkWebhookForm({ ...valid, url }).url, url).toEqual({ key: "outgoingWebhooks.form.urlInvalid" });
    }
  });

  it("puts the server's refusal under its field", () => {
    expect(serverErrorsOf([{ field: "url", message: "The server may not send to this address: 10.0.0.1 is not a public address (private)" }])).toEqual({
      url: { text: "The server may not send to this address: 10.0.0.1 is not a public address (private)" },
    });
    expect(serverErrorsOf([{ field: "events.0", message: "Invalid option" }])).toEqual({ events: { text: "Invalid option" } });
    expect(serverErrorsOf([{ field: "version", message: "stale" }])).toBeNull();
  });

  it("sends trimmed values with the events in the order of an alarm's life", () => {
    const values = { ...valid, events: ["ENDED" as const, "TRIGGERED" as const] };
    expect(toCreate(values)).toEqual({
      orgId: 4,
      name: "Ops chat",
      url: "https://hooks.slack.com/services/T0/B0/x",
      format: "JSON",
      events: ["TRIGGERED", "ENDED"],
      active: true,
    });
    expect(toUpdate(values, 3)).toMatchObject({ version: 3, events: ["TRIGGERED", "ENDED"] });
    expect(toUpdate(values, 3)).not.toHaveProperty("orgId");
  });
});
