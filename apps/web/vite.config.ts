import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

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
      output: {
        // React and its router change rarely and every screen needs them: a vendor chunk of their own.
        // Everything else is split along the routes' React.lazy imports, so a screen loads only the
        // libraries it uses (FullCalendar with the schedules, the data table with the lists). A group
        // for a library used everywhere would pull its dependencies in after it, onto the login page too.
        codeSplitting: {
          groups: [
            {
              name: "vendor-react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // The contract's zod setup (no compiled parsers, which the CSP forbids) must run before any
            // schema is built; the contract's modules are loaded one by one, so it travels with zod itself.
            {
              name: "vendor-zod",
              test: /node_modules[\\/]zod[\\/]|contract[\\/]src[\\/]zod-setup\.ts$/,
            },
            // What every page needs before its screen (main.tsx and what it imports) in one file
            // rather than a dozen small ones: each request costs about 0.7 kB of headers.
            { name: "start", tags: ["$initial"], includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
