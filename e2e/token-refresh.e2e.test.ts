import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useSignedInConsole } from "./support/console-fixture.js";

/** Console errors and refused calls of the page (a 401 shows in the browser's console as an error). */
const problems: string[] = [];

function watchProblems(page: Page) {
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() === 401) problems.push(`401 ${response.url()}`);
  });
}

const fixture = useSignedInConsole({ env: { ACCESS_TOKEN_TTL: "4s" }, beforeSignIn: watchProblems });

describe("access token refresh", () => {
  it("renews the access token before it expires: no call is refused and nothing red shows in the browser's console", async () => {
    const first = await fixture.page.evaluate(() => localStorage.getItem("token"));
    for (const [path, heading] of [
      ["/participants", "Participants"],
      ["/holidays", "Holidays"],
    ] as const) {
      // Longer than the token's lifetime: the next calls would carry an expired token.
      await fixture.page.waitForTimeout(4_500);
      await fixture.page.goto(`${fixture.url}${path}`);
      await fixture.page.getByRole("heading", { name: heading, exact: true }).first().waitFor();
    }
    expect(await fixture.page.evaluate(() => localStorage.getItem("token"))).not.toBe(first);
    expect(problems).toEqual([]);
  });
});
