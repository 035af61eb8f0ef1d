import { describe, expect, it } from "vitest";
import { chooseOption } from "./support/fixtures.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole({ env: { DEMO_DATA: "1" } });

type Row = Record<string, string | number | boolean | null>;
type TablePage = { list: Row[]; count: number; pagesCount: number };

/** The page the server answers for a request, as the console's user. */
const serverPage = (table: string, request: object) => fixture.api<TablePage>("POST", `/views/${table}/list`, request);

/** The texts of a column's cells, top to bottom, as the table shows them now (empty when it shows no row). */
const shownColumn = (name: string) =>
  fixture.page.evaluate((column) => {
    const table = document.querySelector(".system-table table");
    if (!table) return [];
    const titles = Array.from(table.querySelectorAll("thead tr:first-child th"), (th) => th.querySelector(".p-column-title")?.textContent?.trim());
    const index = titles.indexOf(column);
    return Array.from(table.querySelectorAll("tbody tr:not(.p-datatable-emptymessage)"), (row) => row.children[index]?.textContent?.trim() ?? "");
  }, name);

const menuLink = () => fixture.page.locator("nav .layout-menu-link", { hasText: "System tables" });
const header = (name: string) =>
  fixture.page.locator(".system-table thead tr:first-child th").filter({ has: fixture.page.locator(".p-column-title", { hasText: new RegExp(`^${name}$`) }) });

describe("system tables", () => {
  it("are off without the local flag GCOP: the menu item is disabled and /views says so", async () => {
    await menuLink().waitFor();
    expect(await menuLink().getAttribute("aria-disabled")).toBe("true");
    expect(await menuLink().getAttribute("href")).toBeNull();
    await fixture.page.goto(`${fixture.url}/views`);
    await fixture.page.getByText("System tables are switched off").waitFor();
    expect(await fixture.page.locator("#system-table").count()).toBe(0);
  });

  it("with GCOP=true the menu opens /views, where a table is picked and its rows shown", async () => {
    await fixture.page.evaluate(() => localStorage.setItem("GCOP", "true"));
    await fixture.page.goto(`${fixture.url}/`);
    await fixture.page.locator('nav a.layout-menu-link[href="/views"]', { hasText: "System tables" }).click();
    await fixture.page.waitForURL(`${fixture.url}/views`);
    await fixture.page.getByRole("heading", { name: "Choose a table" }).waitFor();

    await chooseOption(fixture.page, "system-table", "participants");
    await fixture.page.waitForURL(`${fixture.url}/views?table=participants`);
    const expected = await serverPage("participants", { pageSize: 20 });
    expect(expected.count).toBeGreaterThan(3);
    await expect.poll(() => shownColumn("name")).toEqual(expected.list.map((row) => String(row.name)));
    await fixture.page.getByText(`Rows: ${expected.count}`).waitFor();
    // No secret column anywhere, and the choice survives a reload.
    await fixture.page.reload();
    await expect.poll(() => shownColumn("id")).toEqual(expected.list.map((row) => String(row.id)));
  });

  it("sorts by a column's header, either way", async () => {
    await header("name").click();
    const ascending = await serverPage("participants", { sortField: "name", sortOrder: "ASCENDING" });
    await expect.poll(() => shownColumn("name")).toEqual(ascending.list.map((row) => String(row.name)));
    await header("name").click();
    const descending = await serverPage("participants", { sortField: "name", sortOrder: "DESCENDING" });
    await expect.poll(() => shownColumn("name")).toEqual(descending.list.map((row) => String(row.name)));
    expect(descending.list.map((row) => row.name)).not.toEqual(ascending.list.map((row) => row.name));
  });

  it("filters by the text typed under a header, once typing pauses, and clears the filters", async () => {
    const all = await serverPage("participants", { sortField: "name", sortOrder: "DESCENDING" });
    const surname = String(all.list[0]!.surname);
    const part = surname.slice(1, 4).toLowerCase();
    const matching = await serverPage("participants", { sortField: "name", sortOrder: "DESCENDING", filters: [{ column: "surname", value: part }] });
    expect(matching.count).toBeGreaterThan(0);
    expect(matching.count).toBeLessThan(all.count);
    await fixture.page.locator("#system-table-filter-surname").pressSequentially(part, { delay: 30 });
    await expect.poll(() => shownColumn("surname")).toEqual(matching.list.map((row) => String(row.surname)));
    await fixture.page.getByText(`Rows: ${matching.count}`).waitFor();

    await fixture.page.locator("#system-table-filter-name").fill("no participant is called this");
    await fixture.page.getByText("No rows match the filters.").waitFor();
    await fixture.page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => shownColumn("name")).toEqual(all.list.map((row) => String(row.name)));
    expect(await fixture.page.locator("#system-table-filter-surname").inputValue()).toBe("");
  });

  it("pages through a table on the server", async () => {
    await chooseOption(fixture.page, "system-table", "participant_devices");
    const first = await serverPage("participant_devices", { pageSize: 10 });
    expect(first.pagesCount).toBeGreaterThan(1);
    await fixture.page.locator(".system-table .p-paginator .p-dropdown").click();
    await fixture.page.getByRole("option", { name: "10", exact: true }).click();
    await fixture.page.locator(".p-dropdown-panel").waitFor({ state: "hidden" });
    await expect.poll(() => shownColumn("id")).toEqual(first.list.map((row) => String(row.id)));
    await fixture.page.getByText(`1–10 of ${first.count}`).waitFor();
    await fixture.page.locator(".system-table .p-paginator-next").click();
    const second = await serverPage("participant_devices", { pageSize: 10, currentPage: 2 });
    await expect.poll(() => shownColumn("id")).toEqual(second.list.map((row) => String(row.id)));
    await fixture.page.getByText(`11–${Math.min(20, first.count)} of ${first.count}`).waitFor();
    await fixture.page.screenshot({ path: "/tmp/system-tables-en.png", fullPage: true });
  });

  it("speaks German", async () => {
    await fixture.page.evaluate(() => localStorage.setItem("language", "de"));
    await fixture.page.goto(`${fixture.url}/views?table=participants`);
    await fixture.page.getByRole("heading", { name: "Systemtabellen" }).waitFor();
    await fixture.page.getByText(/^Zeilen: \d+$/).waitFor();
    expect(await fixture.page.locator("#system-table-filter-name").getAttribute("placeholder")).toBe("Enthält…");
    expect(await fixture.page.locator("#system-table-filter-id").getAttribute("placeholder")).toBe("Gleich…");
    await fixture.page.screenshot({ path: "/tmp/system-tables-de.png", fullPage: true });
    await fixture.page.evaluate(() => localStorage.setItem("language", "en"));
  });
});
