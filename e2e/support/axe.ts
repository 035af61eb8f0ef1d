import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** axe-core's browser build; evaluated through the debugging protocol, which the page's CSP does not govern. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The serious and critical WCAG 2 A/AA violations on the page as it shows now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] }, resultTypes: ["violations"] });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => {
        const targets = violation.nodes.map((node) => node.target.map(String).join(" "));
        const first = violation.nodes[0];
        return `${violation.id} (${violation.impact}: ${violation.help}) at ${targets.slice(0, 6).join(" | ")}; first: ${first?.html.slice(0, 200) ?? ""}: ${first?.failureSummary ?? ""}`;
      });
  });
}
