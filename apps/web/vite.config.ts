import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

/** The pages and their scripts: the console's and the participant app's. */
const PAGE_SCRIPTS = {
  console: /[\\/]apps[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/,
  app: /[\\/]apps[\\/]web[\\/](app[\\/]index\.html|src[\\/]participant-app[\\/]main\.tsx)$/,
};
type Page = keyof typeof PAGE_SCRIPTS;

/** What the chunking asks of rolldown's module graph (its `ChunkingContext`). */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/**
 * The pages that reach a module through their imports: static ones only (what the page needs at
 * once), or lazy ones too (what any of its screens may load).
 */
function pagesReaching(id: string, context: ChunkingContext, lazyToo: boolean): Set<Page> {
  const pages = new Set<Page>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    for (const [page, script] of Object.entries(PAGE_SCRIPTS) as [Page, RegExp][]) if (script.test(current)) pages.add(page);
    const info = context.getModuleInfo(current);
    for (const importer of [...(info?.importers ?? []), ...(lazyToo ? (info?.dynamicImporters ?? []) : [])]) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return pages;
}

/**
 * The contract and what it imports: every page imports the contract's index, which names all of it,
 * so the import graph cannot tell which page uses what. Rolldown's own chunking, which knows what each
 * page really uses, places these.
 */
const CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/]|node_modules[\\/]libphonenumber-js[\\/]/;

/**
 * The start file of a module a page needs at once: the console's ("start"), the participant app's
 * ("app-start"), or the one both load ("start-common"). A module one page needs at once and the
 * other only in a lazily loaded screen is left to rolldown's automatic chunking, so that neither
 * page loads the other's code. The pages themselves stay the entry files.
 */
function startChunkOf(id: string, context: ChunkingContext): string | null {
  if (id.endsWith(".html") || CONTRACT.test(id)) return null;
  const atOnce = pagesReaching(id, context, false);
  if (atOnce.size === 2) return "start-common";
  const ever = pagesReaching(id, context, true);
  if (ever.size !== 1) return null;
  return atOnce.has("app") ? "app-start" : "start";
}

const apiTarget = "http://localhost:8080";
const proxy = { "/rest": { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the console (index.html) and the participant app (app/index.html, served at /app/).
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        app: fileURLToPath(new URL("app/index.html", import.meta.url)),
      },
      output: {
        // React and its router change rarely and every screen needs them: a vendor chunk of their own.
        // Everything else is split along the routes' React.lazy imports, so a screen loads only the
        // libraries it uses (FullCalendar with the schedules, the data table with the lists). A group
        // for a library used everywhere would pull its dependencies in after it, onto the login page too.
        codeSplitting: {
          groups: [
            // The participant app has no router: the router is a file of its own, which only the console loads.
            {
              name: (id) => (/node_modules[\\/]react-router/.test(id) ? "vendor-router" : "vendor-react"),
              debugName: "vendor-react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // The contract's zod setup (no compiled parsers, which the CSP forbids) must run before any
            // schema is built; the contract's modules are loaded one by one, so it travels with zod itself.
            {
              name: "vendor-zod",
              test: /node_modules[\\/]zod[\\/]|contract[\\/]src[\\/]zod-setup\.ts$/,
            },
            // What every page needs before its screen (main.tsx and what it imports) in one file
            // rather than a dozen small ones: each request costs about 0.7 kB of headers. The console
            // and the participant app each have their own, and what both start with (PrimeReact's
            // core, i18next, the query client) is a third file, so neither page loads the other's code.
            { name: startChunkOf, debugName: "start", tags: ["$initial"], includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
