import { APP_TYPE_ICONS, type AppType, parseIcon, type PredefinedApp, type PredefinedAppCreate, type PredefinedAppUpdate } from "@alarm/contract";
import { conflict, fieldError, notFound, staleVersion } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { referenceProblems, refuseReferenceProblems } from "../../core/reference-scope.js";
import * as repo from "./repo.js";

/**
 * Predefined alarm apps (docs/domain-rules.md#alarm-apps): per organization one app of each type,
 * which the participant app shows as a button raising an alarm on the app's plan.
 */
export class PredefinedAppService {
  constructor(private readonly db: Db) {}

  async list(principal: Principal, orgId: number, appType: AppType | undefined): Promise<PredefinedApp[]> {
    await this.assertOrganization(this.db, principal, orgId);
    return repo.appsOf(this.db, orgId, appType);
  }

  create(principal: Principal, request: PredefinedAppCreate): Promise<PredefinedApp> {
    return this.db.transaction(async (tx) => {
      await this.assertOrganization(tx, principal, request.orgId);
      const values = await this.checkedValues(tx, principal, request.orgId, {
        systemId: request.systemId ?? null,
        alarmPlanId: request.alarmPlanId ?? null,
        icon: request.icon ?? JSON.stringify(APP_TYPE_ICONS[request.appType]),
      });
      const id = await repo.insertApp(tx, { ...values, orgId: request.orgId, appType: request.appType });
      if (id === null) throw conflict(`The organization has a ${request.appType} app already`);
      return (await repo.appById(tx, id))!;
    });
  }

  update(principal: Principal, request: PredefinedAppUpdate): Promise<PredefinedApp> {
    return this.db.transaction(async (tx) => {
      const app = await this.appInScope(tx, principal, request.id);
      const values = await this.checkedValues(tx, principal, app.orgId, request);
      if (!(await repo.updateApp(tx, app.id, request.version, values))) throw staleVersion();
      return (await repo.appById(tx, app.id))!;
    });
  }

  async remove(principal: Principal, id: number) {
    const app = await this.appInScope(this.db, principal, id);
    await repo.deleteApp(this.db, app.id);
  }

  private async appInScope(db: Executor, principal: Principal, id: number): Promise<PredefinedApp> {
    const app = await repo.appById(db, id);
    if (!app || !(await isWithinOrganization(db, principal.orgId, app.orgId))) throw notFound("Alarm app");
    return app;
  }

  /** An organization outside the caller's scope reads as missing. */
  private async assertOrganization(db: Executor, principal: Principal, orgId: number) {
    if (!(await isWithinOrganization(db, principal.orgId, orgId))) throw notFound("Organization");
  }

  /** The plan must be usable in the app's organization (its own or an ancestor's); the icon must read as an icon. */
  private async checkedValues(db: Executor, principal: Principal, orgId: number, values: repo.AppValues): Promise<repo.AppValues> {
    const icon = parseIcon(values.icon);
    if (!icon) throw fieldError("icon", 'Not an icon: JSON text {"name", "color"} with a primeicons name and a colour #rrggbb', "INVALID_ICON");
    if (values.alarmPlanId !== null) {
      refuseReferenceProblems(await referenceProblems(db, "ALARMPLAN", [values.alarmPlanId], { orgId, callerOrgId: principal.orgId }, "alarmPlanId"));
    }
    return { systemId: values.systemId || null, alarmPlanId: values.alarmPlanId, icon: JSON.stringify(icon) };
  }
}
