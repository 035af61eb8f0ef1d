import type { Authority, Role } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { checkRoleForm, isGroupChosen, newRoleForm, roleFormOf, serverRoleErrors, toCreateRequest, toggleGroup, toUpdateRequest } from "./role-form-model";

const operators: Role = { id: 3, name: "Operators", orgId: 2, orgName: "Hospital", authorities: ["ALARM_TABLE", "REPORTS"], roleNumber: 8, version: 5 };

describe("role form", () => {
  it("needs a name, and an organization when creating", () => {
    expect(checkRoleForm(newRoleForm(null), "create")).toEqual({
      name: { key: "roles.errors.nameRequired" },
      orgId: { key: "roles.errors.organizationRequired" },
    });
    expect(checkRoleForm({ ...roleFormOf(operators), name: "  " }, "edit")).toEqual({ name: { key: "roles.errors.nameRequired" } });
    expect(checkRoleForm(roleFormOf(operators), "edit")).toEqual({});
  });

  it("builds the requests with trimmed names and the version", () => {
    expect(toCreateRequest({ name: " Night ", orgId: 4, authorities: ["REPORTS"], roleNumber: 6 })).toEqual({
      name: "Night",
      orgId: 4,
      authorities: ["REPORTS"],
      roleNumber: 6,
    });
    expect(toUpdateRequest({ ...roleFormOf(operators), name: "Ops " }, operators)).toEqual({
      id: 3,
      version: 5,
      name: "Ops",
      authorities: ["ALARM_TABLE", "REPORTS"],
      roleNumber: 8,
    });
  });

  it("places the server's field problems, or gives up on foreign ones", () => {
    expect(serverRoleErrors([{ field: "name", message: "required" }])).toEqual({ name: { key: "roles.errors.name" } });
    expect(serverRoleErrors([{ field: "authorities.2", message: "Invalid option" }])).toEqual({ authorities: { text: "Invalid option" } });
    expect(serverRoleErrors([{ field: "version", message: "stale" }])).toBeNull();
    expect(serverRoleErrors([])).toBeNull();
  });
});

describe("select all in a group", () => {
  const group: Authority[] = ["ALARM_PANEL", "MANUAL_CALL", "ALARM_TABLE"];
  const grantable = new Set<Authority>(["ALARM_PANEL", "ALARM_TABLE", "REPORTS"]);

  it("adds the grantable authorities of the group and keeps the others chosen", () => {
    expect(toggleGroup(["REPORTS"], group, grantable)).toEqual(["REPORTS", "ALARM_PANEL", "ALARM_TABLE"]);
    expect(isGroupChosen(["REPORTS", "ALARM_PANEL", "ALARM_TABLE"], group, grantable)).toBe(true);
  });

  it("clears them when all are chosen, leaving authorities beyond reach alone", () => {
    expect(toggleGroup(["MANUAL_CALL", "ALARM_PANEL", "ALARM_TABLE", "REPORTS"], group, grantable)).toEqual(["MANUAL_CALL", "REPORTS"]);
  });

  it("does nothing for a group without grantable authorities", () => {
    expect(toggleGroup(["MANUAL_CALL"], ["MANUAL_CALL"], grantable)).toEqual(["MANUAL_CALL"]);
    expect(isGroupChosen(["MANUAL_CALL"], ["MANUAL_CALL"], grantable)).toBe(false);
  });
});
