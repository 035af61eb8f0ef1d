import type { User } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { checkUserForm, newUserForm, serverUserErrors, toCreateRequest, toUpdateRequest, userFormOf } from "./user-form-model";

const existing: User = {
  id: 7,
  login: "nurse",
  name: "Nora",
  surname: "Nurse",
  email: null,
  language: "GERMAN",
  orgId: 3,
  orgName: "Ward",
  roles: [{ id: 2, name: "Operators" }],
  active: true,
  twoFactorEnabled: false,
  version: 4,
};

describe("checkUserForm", () => {
  it("asks a new user for login, password, name and organization", () => {
    const errors = checkUserForm(newUserForm(null), "create");
    expect(Object.keys(errors).sort()).toEqual(["login", "name", "orgId", "password"]);
    expect(errors.password).toEqual({ key: "users.errors.passwordRequired" });
  });

  it("applies the contract's rules for login, password and email", () => {
    const errors = checkUserForm(
      { ...newUserForm(1), login: "bad login!", name: "Ann", password: "short1", repeatPassword: "short2", email: "no-at-sign" },
      "create",
    );
    expect(errors.login).toEqual({ key: "users.errors.loginFormat" });
    expect(errors.password).toEqual({ key: "passwordProblems.TOO_SHORT", values: { min: 10, max: 128 } });
    expect(errors.repeatPassword).toEqual({ key: "users.errors.mismatch" });
    expect(errors.email).toEqual({ key: "users.errors.email" });
  });

  it("refuses the login as password and accepts a good new user", () => {
    const form = { ...newUserForm(1), login: "anna.b", name: "Anna", password: "Anna.B", repeatPassword: "Anna.B" };
    expect(checkUserForm({ ...form, password: "anna.b1234", repeatPassword: "anna.b1234", login: "anna.b1234" }, "create").password).toEqual({
      key: "passwordProblems.SAME_AS_LOGIN",
      values: { min: 10, max: 128 },
    });
    expect(checkUserForm({ ...form, password: "long-enough-1", repeatPassword: "long-enough-1", email: "a@b.example" }, "create")).toEqual({});
  });

  it("checks the password of an existing user only when a new one is set", () => {
    const form = userFormOf(existing);
    expect(checkUserForm(form, "edit")).toEqual({});
    expect(Object.keys(checkUserForm({ ...form, setPassword: true }, "edit"))).toEqual(["password"]);
    expect(checkUserForm({ ...form, login: "" }, "edit")).toEqual({});
  });
});

describe("requests", () => {
  it("leaves out an empty email when creating and trims the texts", () => {
    const form = { ...newUserForm(5), login: " anna ", name: " Anna ", password: "secret-pass-1", repeatPassword: "secret-pass-1", roleIds: [2] };
    expect(toCreateRequest(form)).toEqual({
      login: "anna",
      password: "secret-pass-1",
      name: "Anna",
      surname: "",
      language: "ENGLISH",
      orgId: 5,
      roleIds: [2],
      active: true,
    });
  });

  it("sends the version, clears an emptied email and sends a password only when set", () => {
    const form = { ...userFormOf({ ...existing, email: "n@x.example" }), email: "" };
    expect(toUpdateRequest(form, existing)).toEqual({
      id: 7,
      version: 4,
      name: "Nora",
      surname: "Nurse",
      email: null,
      language: "GERMAN",
      roleIds: [2],
      active: true,
    });
    expect(toUpdateRequest({ ...form, setPassword: true, password: "new-secret-9" }, existing).password).toBe("new-secret-9");
  });
});

describe("serverUserErrors", () => {
  it("puts a taken login, a weak password and schema problems under their fields", () => {
    expect(
      serverUserErrors([
        { field: "login", message: "already taken", code: "TAKEN" },
        { field: "password", message: "weak", code: "NEEDS_LETTER_AND_DIGIT" },
        { field: "email", message: "not an email address" },
        { field: "roleIds.0", message: "Role 9 does not exist", code: "UNKNOWN_ROLE" },
        { field: "surname", message: "Too big" },
      ]),
    ).toEqual({
      login: { key: "users.errors.loginTaken" },
      password: { key: "passwordProblems.NEEDS_LETTER_AND_DIGIT", values: { min: 10, max: 128 } },
      email: { key: "users.errors.email" },
      roleIds: { key: "users.errors.unknownRole" },
      surname: { text: "Too big" },
    });
  });

  it("explains a login linked to another organization's participants and a role outside the user's organization", () => {
    expect(
      serverUserErrors([
        { field: "login", message: "linked", code: "LINKED_ELSEWHERE" },
        { field: "roleIds", message: "outside", code: "ROLE_OUTSIDE_ORGANIZATION" },
      ]),
    ).toEqual({ login: { key: "users.errors.loginLinkedElsewhere" }, roleIds: { key: "users.errors.roleOutsideOrganization" } });
  });

  it("gives up when a problem belongs to no field of the editor", () => {
    expect(serverUserErrors([])).toBeNull();
    expect(serverUserErrors([{ field: "version", message: "stale" }])).toBeNull();
  });
});
