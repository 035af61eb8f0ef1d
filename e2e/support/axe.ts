import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** axe-core's browser build; evaluated through the debugging protocol, which the page's CSP does not govern. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * WCAG 2.0 to 2.2 A and AA and axe's best practices; also whether a control's accessible name
 * contains its visible text (speech users say what they see), a rule axe still calls experimental.
 */
const RUN_OPTIONS = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  rules: { "label-content-name-mismatch": { enabled: true } },
  resultTypes: ["violations"],
};

/**
 * Nodes a rule reports that are right as they are: an open tree item holds its children's items,
 * so its visible text is more than its name, which the ARIA tree pattern takes from its own label;
 * the text of a disabled control need not contrast (WCAG 1.4.3), and PrimeReact marks the value of a
 * disabled dropdown with a class that axe does not read.
 */
const RIGHT_AS_THEY_ARE = [
  { rule: "label-content-name-mismatch", selector: "[role=treeitem][aria-expanded=true]" },
  { rule: "color-contrast", selector: ".p-disabled *" },
];

export type Impact = "critical" | "serious" | "moderate" | "minor";

/** One rule the page breaks, as one line: the rule, its impact, where, and why at the first node. */
export type Finding = { impact: Impact; text: string };

/** Every violation on the page as it shows now. */
export async function accessibilityFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ options, exceptions }) => {
      type Node = { target: unknown[]; html: string; failureSummary?: string };
      type Result = { violations: { id: string; impact?: string | null; help: string; nodes: Node[] }[] };
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
      const { violations } = await axe.run(document, options);
      const excepted = (rule: string, node: Node) =>
        exceptions.some((exception) => exception.rule === rule && document.querySelector(String(node.target[0]))?.matches(exception.selector));
      const found = violations.map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !excepted(violation.id, node)) }));
      return found
        .filter((violation) => violation.nodes.length > 0)
        .map((violation) => {
          const targets = violation.nodes.map((node) => node.target.map(String).join(" "));
          const first = violation.nodes[0];
          const more = targets.length > 6 ? ` … ${targets.length} nodes` : "";
          return {
            impact: (violation.impact ?? "minor") as Impact,
            text: `${violation.id} (${violation.impact}: ${violation.help}) at ${targets.slice(0, 6).join(" | ")}${more}; first: ${first?.html.slice(0, 200) ?? ""}: ${first?.failureSummary ?? ""}`,
          };
        });
    },
    { options: RUN_OPTIONS, exceptions: RIGHT_AS_THEY_ARE },
  );
}

/** The serious and critical violations on the page as it shows now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await accessibilityFindings(page)).filter((finding) => finding.impact === "serious" || finding.impact === "critical").map((finding) => finding.text);
}
