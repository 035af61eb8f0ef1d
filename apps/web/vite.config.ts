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
