import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { API_PATHS_FILE, apiPathsSource } from "../../test/api-paths.js";

describe("the console's route types (packages/contract/src/generated/api-paths.ts)", () => {
  it("are those of the server's current OpenAPI document", async () => {
    const checkedIn = await readFile(API_PATHS_FILE, "utf8").catch(() => "");
    const current = await apiPathsSource();
    // A diff of 26 000 lines helps nobody: say what to do.
    expect(checkedIn === current, "The server's routes changed: run npm run api-types and commit the regenerated file").toBe(true);
  }, 60_000);
});
