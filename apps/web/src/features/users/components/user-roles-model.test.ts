import { describe, expect, it } from "vitest";
import type { RoleOption } from "../api/role-options";
import { isRoleOutOfReach, keptRoleIds, roleChoices } from "./user-roles-model";

const region: RoleOption = { id: 1, name: "Region dispatch", orgId: 2, orgName: "Region", authorities: ["ALARM_TABLE"] };
const plant: RoleOption = { id: 2, name: "Plant admins", orgId: 3, orgName: "Plant", authorities: ["ALARM_TABLE", "USER_ADMIN"] };

describe("the role picker of the user editor", () => {
  it("offers the roles usable in the user's organization and keeps the ones the user holds", () => {
    const choices = roleChoices([region, plant], [{ id: 9, name: "Old sibling role" }]);
    expect(choices.map((role) => role.id)).toEqual([1, 2, 9]);
    expect(choices[2]).toMatchObject({ name: "Old sibling role", authorities: [] });
  });

  it("locks a role granting what the administrator lacks, unless the user holds it already", () => {
    const mine = new Set(["ALARM_TABLE"] as const);
    expect(isRoleOutOfReach(region, [], mine)).toBe(false);
    expect(isRoleOutOfReach(plant, [], mine)).toBe(true);
    expect(isRoleOutOfReach(plant, [{ id: 2, name: "Plant admins" }], mine)).toBe(false);
  });

  it("drops chosen roles that the newly chosen organization cannot use", () => {
    expect(keptRoleIds([1, 2, 7], [region], [])).toEqual([1]);
    expect(keptRoleIds([1, 7], [region], [{ id: 7, name: "Held" }])).toEqual([1, 7]);
  });
});
