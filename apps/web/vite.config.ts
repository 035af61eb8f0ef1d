import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://localhost:8080";
const proxy = { "/rest": { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change rarely and PrimeReact alone is large: each gets a vendor chunk of its
        // own, the screens are split per route by React.lazy.
        codeSplitting: {
          groups: [
            // FullCalendar (with its Temporal polyfill) is loaded by the schedule screens only.
            {
              name: "vendor-fullcalendar",
              test: /node_modules[\\/](@fullcalendar|@full-ui|temporal-polyfill)[\\/]/,
              priority: 5,
            },
            // PrimeReact's tables and lists are heavy and used by the list screens only.
            {
              name: "vendor-primereact-data",
              test: /node_modules[\\/]primereact[\\/](datatable|column|columngroup|row|paginator|multiselect|virtualscroller)[\\/]/,
              priority: 4,
            },
            { name: "vendor-primereact", test: /node_modules[\\/]primereact[\\/]/, priority: 3 },
            {
              name: "vendor-react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 2,
            },
            { name: "vendor", test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
