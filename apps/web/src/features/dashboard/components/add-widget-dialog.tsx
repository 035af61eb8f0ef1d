import { SHORTCUT_TARGETS, type DashboardPeriod, type ShortcutTarget, type Widget, type WidgetLayout, type WidgetType } from "@alarm/contract";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form-field";
import { readMenuFlags } from "../../../layout/menu-access";
import { useCurrentUser } from "../../../lib/use-session";
import { isShortcutEnabled, shortcutOf } from "../model/shortcuts";
import { addableTypes } from "../model/widget-access";
import { hasPeriod, linesWithRoom, newWidgetId } from "../model/widget-layout";
import { PeriodSelect } from "./period-select";

interface AddWidgetDialogProps {
  layout: WidgetLayout;
  /** The line asked for first (from its "Add widget" button). */
  line: number;
  onAdd: (line: number, widget: Widget) => void;
  onHide: () => void;
}

/** Adds a widget: its type, the line (one with room), and the shortcuts or the period where the type has them. */
export function AddWidgetDialog({ layout, line: firstLine, onAdd, onHide }: AddWidgetDialogProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const authorities = user?.authorities ?? [];
  const access = { authorities, flags: readMenuFlags(localStorage) };
  const lines = linesWithRoom(layout);
  const [type, setType] = useState<WidgetType>("STATISTICS");
  const [line, setLine] = useState(lines.includes(firstLine) ? firstLine : (lines[0] ?? 0));
  const [period, setPeriod] = useState<DashboardPeriod>("TODAY");
  const [shortcuts, setShortcuts] = useState<ShortcutTarget[]>(() => SHORTCUT_TARGETS.filter((target) => isShortcutEnabled(shortcutOf(target), access)));
  const missingShortcuts = type === "SHORTCUTS" && shortcuts.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missingShortcuts || lines.length === 0) return;
    const id = newWidgetId(layout, type);
    const settings = type === "SHORTCUTS" ? { shortcuts: SHORTCUT_TARGETS.filter((target) => shortcuts.includes(target)) } : hasPeriod(type) ? { period } : {};
    onAdd(line, { id, type, ...settings });
  };

  return (
    <Dialog
      visible
      modal
      draggable={false}
      onHide={onHide}
      header={t("dashboard.add.title")}
      className="dashboard-add-dialog"
      breakpoints={{ "640px": "95vw" }}
      footer={
        <>
          <Button type="button" label={t("common.cancel")} icon="pi pi-times" outlined onClick={onHide} />
          <Button
            type="submit"
            form="dashboard-add-form"
            label={t("dashboard.add.submit")}
            icon="pi pi-plus"
            disabled={missingShortcuts || lines.length === 0}
          />
        </>
      }
    >
      <form id="dashboard-add-form" className="stack gap-l" onSubmit={submit} noValidate>
        <FormField id="dashboard-add-type" label={t("dashboard.add.type")}>
          <Dropdown
            inputId="dashboard-add-type"
            value={type}
            options={addableTypes(authorities, user?.orgId).map((value) => ({ value, label: t(`dashboard.widgets.${value}`) }))}
            onChange={(event) => setType(event.value as WidgetType)}
          />
        </FormField>
        <FormField id="dashboard-add-line" label={t("dashboard.add.line")} hint={t("dashboard.add.lineHint")}>
          <Dropdown
            inputId="dashboard-add-line"
            value={line}
            options={lines.map((value) => ({ value, label: t("dashboard.arrange.line", { line: value + 1 }) }))}
            onChange={(event) => setLine(event.value as number)}
          />
        </FormField>
        {hasPeriod(type) && (
          <FormField id="dashboard-add-period" label={t("dashboard.period")}>
            <PeriodSelect id="dashboard-add-period" value={period} onChange={setPeriod} />
          </FormField>
        )}
        {type === "SHORTCUTS" && (
          <fieldset className="stack gap-s flush frame frame--padded">
            <legend>{t("dashboard.add.shortcuts")}</legend>
            <ul className="bare-list dashboard-add-dialog__targets">
              {SHORTCUT_TARGETS.map(shortcutOf).map((shortcut) => {
                const id = `dashboard-add-shortcut-${shortcut.target}`;
                return (
                  <li key={shortcut.target} className="cluster gap-s">
                    <Checkbox
                      inputId={id}
                      checked={shortcuts.includes(shortcut.target)}
                      onChange={(event) =>
                        setShortcuts((chosen) => (event.checked ? [...chosen, shortcut.target] : chosen.filter((target) => target !== shortcut.target)))
                      }
                    />
                    <label htmlFor={id} className="inline-cluster gap-xs">
                      <i className={`pi ${shortcut.item.icon}`} aria-hidden="true" />
                      {t(shortcut.item.labelKey)}
                    </label>
                  </li>
                );
              })}
            </ul>
            {missingShortcuts && <small className="form-field__error">{t("dashboard.add.shortcutsRequired")}</small>}
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}
