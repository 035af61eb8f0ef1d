import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * A call to the server with the token the signed-in console holds; `path` is relative to /rest/api
 * unless it starts with /rest/ itself. Anything but 200 fails the test with the server's answer.
 */
export async function callAsConsole<T>(page: Page, baseUrl: string, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const url = `${baseUrl}${path.startsWith("/rest/") ? path : `/rest/api${path}`}`;
  const response = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** Chooses an option of the PrimeReact dropdown whose input has the id, and waits until it shows. */
export async function chooseOption(page: Page, inputId: string, option: string) {
  const dropdown = page.locator(`.p-dropdown:has(#${inputId})`);
  await dropdown.click();
  await page.locator(".p-dropdown-item", { hasText: option }).first().click();
  await dropdown.filter({ hasText: option }).waitFor();
}

/** The bytes of a valid one-page PDF, with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>"];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
