import "primereact/resources/themes/lara-light-indigo/theme.css";
import "primeicons/primeicons.css";
import "../styles/theme-base.css";
import "./app.css";
import "./i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { registerServiceWorker } from "./lib/push";

const root = document.getElementById("root");
if (!root) throw new Error("app/index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker keeps the app for offline use and shows alarm notifications.
void registerServiceWorker();
