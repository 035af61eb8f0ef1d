import { RadioButton } from "primereact/radiobutton";
import { Sidebar } from "primereact/sidebar";
import { useTranslation } from "react-i18next";
import type { MenuColour, MenuMode } from "./layout-config";
import { useLayout } from "./layout-context";

const MENU_MODES: readonly MenuMode[] = ["static", "overlay"];
const MENU_COLOURS: readonly MenuColour[] = ["dark", "light"];

/** Menu type (static or overlay) and menu colour (dark or light). */
export function SettingsPanel() {
  const { t } = useTranslation();
  const { config, updateConfig, state, setSettingsVisible } = useLayout();
  const modeLabels: Record<MenuMode, string> = { static: t("settings.static"), overlay: t("settings.overlay") };
  const colourLabels: Record<MenuColour, string> = { dark: t("settings.dark"), light: t("settings.light") };

  return (
    <Sidebar
      visible={state.settingsVisible}
      position="right"
      onHide={() => setSettingsVisible(false)}
      header={<h2 className="settings-panel__title">{t("settings.title")}</h2>}
      className="settings-panel"
    >
      <fieldset className="settings-panel__group">
        <legend>{t("settings.menuType")}</legend>
        {MENU_MODES.map((mode) => (
          <div key={mode} className="settings-panel__option cluster">
            <RadioButton
              inputId={`menu-mode-${mode}`}
              name="menuMode"
              value={mode}
              checked={config.menuMode === mode}
              onChange={() => updateConfig({ menuMode: mode })}
            />
            <label htmlFor={`menu-mode-${mode}`}>{modeLabels[mode]}</label>
          </div>
        ))}
      </fieldset>
      <fieldset className="settings-panel__group">
        <legend>{t("settings.menuColour")}</legend>
        {MENU_COLOURS.map((colour) => (
          <div key={colour} className="settings-panel__option cluster">
            <RadioButton
              inputId={`menu-colour-${colour}`}
              name="menuColour"
              value={colour}
              checked={config.menuColour === colour}
              onChange={() => updateConfig({ menuColour: colour })}
            />
            <label htmlFor={`menu-colour-${colour}`}>{colourLabels[colour]}</label>
          </div>
        ))}
      </fieldset>
    </Sidebar>
  );
}
