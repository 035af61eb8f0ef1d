import { describe, expect, it } from "vitest";
import { checkConsoleUser, serverConsoleUserErrors, suggestedLogin } from "./console-user-model";

describe("console user of a participant", () => {
  it("needs a login of letters, digits and . _ @ -, a password by the contract's rule, repeated", () => {
    expect(checkConsoleUser({ login: "", password: "", repeatPassword: "", roleIds: [] })).toEqual({
      login: { key: "participants.consoleUser.loginRequired" },
      password: { key: "participants.consoleUser.passwordRequired" },
    });
    expect(checkConsoleUser({ login: "petra novak", password: "short", repeatPassword: "x", roleIds: [] })).toEqual({
      login: { key: "participants.consoleUser.loginFormat" },
      password: { key: "passwordProblems.TOO_SHORT", values: { min: 10, max: 128 } },
      repeatPassword: { key: "participants.consoleUser.mismatch" },
    });
    expect(checkConsoleUser({ login: "petra.novakova", password: "a-good-password-1", repeatPassword: "a-good-password-1", roleIds: [2] })).toEqual({});
  });

  it("places a taken login under the login and leaves unknown problems to a toast", () => {
    expect(serverConsoleUserErrors([{ field: "login", message: "already taken", code: "TAKEN" }])).toEqual({
      login: { key: "participants.consoleUser.loginTaken" },
    });
    expect(serverConsoleUserErrors([{ field: "participantId", message: "?" }])).toBeNull();
  });

  it("proposes a login from the name without diacritics", () => {
    expect(suggestedLogin("Petra", "Nováková")).toBe("petra.novakova");
    expect(suggestedLogin("Jörg", "Müller-Lüdenscheidt")).toBe("jorg.mullerludenscheidt");
  });
});
