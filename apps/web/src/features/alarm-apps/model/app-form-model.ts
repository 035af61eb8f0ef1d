import {
  APP_TYPE_ICONS,
  parseIcon,
  type AlarmIcon,
  type AppType,
  type PredefinedApp,
  type PredefinedAppCreate,
  type PredefinedAppUpdate,
} from "@alarm/contract";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";

/** What the app editor holds while it is open. */
export interface AppFormValues {
  systemId: string;
  alarmPlanId: number | null;
  icon: AlarmIcon;
}

export type AppField = keyof AppFormValues;
export type AppFormErrors = Partial<Record<AppField, FieldMessage>>;

export const SYSTEM_ID_MAX = 100;
const ICON_NAME_PATTERN = /^[a-z0-9-]{1,50}$/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The app as the editor shows it. */
export interface EditedApp {
  /** The stored app a save updates; null when the organization has none of the type yet (a save creates it). */
  saved: Pick<PredefinedApp, "id" | "version"> | null;
  values: AppFormValues;
  /** The saved plan's name, shown while the plan list loads. */
  alarmPlanName: string | null;
  /**
   * docs/domain-rules.md#editor-states: the stored icon could not be read, so the app is shown
   * empty: only its system id, with the type's default icon. It stays the stored app, so that a
   * save mends it rather than being refused as a second app of the type.
   */
  iconUnreadable: boolean;
}

/** The icon an app shows: its own, or the default of its type when it has none or it cannot be read. */
export const appIconOf = (type: AppType, app: Pick<PredefinedApp, "icon"> | null | undefined): AlarmIcon => parseIcon(app?.icon) ?? { ...APP_TYPE_ICONS[type] };

/** The editor's start: the stored app of the type, or a new one with the type's default icon. */
export function editedAppOf(type: AppType, app: PredefinedApp | null): EditedApp {
  if (!app) return { saved: null, values: { systemId: "", alarmPlanId: null, icon: { ...APP_TYPE_ICONS[type] } }, alarmPlanName: null, iconUnreadable: false };
  const saved = { id: app.id, version: app.version };
  const icon = parseIcon(app.icon);
  if (!icon)
    return { saved, values: { systemId: app.systemId ?? "", alarmPlanId: null, icon: { ...APP_TYPE_ICONS[type] } }, alarmPlanName: null, iconUnreadable: true };
  return { saved, values: { systemId: app.systemId ?? "", alarmPlanId: app.alarmPlanId, icon }, alarmPlanName: app.alarmPlanName, iconUnreadable: false };
}

export function checkAppForm(values: AppFormValues): AppFormErrors {
  const errors: AppFormErrors = {};
  if (values.systemId.trim().length > SYSTEM_ID_MAX) errors.systemId = { key: "formField.atMost", values: { max: SYSTEM_ID_MAX } };
  if (!ICON_NAME_PATTERN.test(values.icon.name) || !COLOR_PATTERN.test(values.icon.color)) errors.icon = { key: "alarmApps.editor.iconInvalid" };
  return errors;
}

const fieldsOf = (values: AppFormValues) => ({
  systemId: values.systemId.trim() || null,
  alarmPlanId: values.alarmPlanId,
  icon: JSON.stringify({ name: values.icon.name, color: values.icon.color }),
});

/** Saving an app without an id creates it (docs/domain-rules.md#editor-states). */
export const toCreateRequest = (orgId: number, appType: AppType, values: AppFormValues): PredefinedAppCreate => ({ orgId, appType, ...fieldsOf(values) });

/** …and with an id updates it. */
export const toUpdateRequest = (saved: Pick<PredefinedApp, "id" | "version">, values: AppFormValues): PredefinedAppUpdate => ({
  id: saved.id,
  version: saved.version,
  ...fieldsOf(values),
});

const FIELDS: readonly AppField[] = ["systemId", "alarmPlanId", "icon"];

/** The server's field problems under the editor's fields (`icon.name` under the icon); null when one names no field there. */
export function serverAppErrors(details: readonly FieldProblem[]): AppFormErrors | null {
  if (details.length === 0) return null;
  const errors: AppFormErrors = {};
  for (const problem of details) {
    const field = FIELDS.find((known) => known === problem.field.split(".")[0]);
    if (!field) return null;
    errors[field] ??= { text: problem.message };
  }
  return errors;
}
