import type { ConfigurationDocument, ImportPlan } from "@alarm/contract";
import { AppError, notFound } from "../../core/errors.js";
import { clock } from "../../core/clock.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { applyImport, RowRefused } from "./apply.js";
import { exportDocument } from "./export.js";
import { planImport } from "./import-plan.js";
import { summarize } from "./plan-checks.js";
import { readSnapshot } from "./snapshot.js";

/** Shown in `details` of a refusal at most; the plan names every problem. */
const DETAILS_SHOWN = 100;

/** An import refused for problems in its rows: nothing was written. The 400 answer carries the plan. */
export class ImportRefused extends AppError {
  constructor(readonly plan: ImportPlan) {
    super(
      "VALIDATION",
      `The file has ${plan.problems} problem(s); nothing was changed`,
      plan.rows
        .flatMap((row) =>
          row.problems.map((problem) => ({ field: `${row.kind} ${row.key}${problem.field ? `: ${problem.field}` : ""}`, message: problem.message })),
        )
        .slice(0, DETAILS_SHOWN),
    );
  }

  override toBody() {
    return { ...super.toBody(), plan: this.plan };
  }
}

/** Export and import of an organization's configuration (docs/glossary.md#automation-and-integrations). */
export class ImportExportService {
  /** `reads`: where exports read (a replica, DATABASE_READ_URL); imports write to `db`. */
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    private readonly reads: Db = db,
  ) {}

  async export(principal: Principal, orgId: number): Promise<ConfigurationDocument> {
    await this.assertInScope(principal, orgId);
    return this.reads.transaction(async (tx) => exportDocument(tx, await readSnapshot(tx, orgId), clock.now()), {
      isolationLevel: "repeatable read",
      accessMode: "read only",
    });
  }

  /** The plan of the document; with `apply`, also written in one transaction, all or nothing, when it has no problem. */
  async import(principal: Principal, orgId: number, document: ConfigurationDocument, apply: boolean): Promise<ImportPlan> {
    await this.assertInScope(principal, orgId);
    if (!apply) {
      const resolution = await this.db.transaction(
        async (tx) => planImport(tx, principal, await readSnapshot(tx, orgId), document, { lock: false, timeZone: this.timeZone }),
        {
          isolationLevel: "repeatable read",
          accessMode: "read only",
        },
      );
      return resolution.plan;
    }
    try {
      return await this.db.transaction(async (tx) => {
        const resolution = await planImport(tx, principal, await readSnapshot(tx, orgId), document, { lock: true, timeZone: this.timeZone });
        if (resolution.plan.problems > 0) throw new ImportRefused(resolution.plan);
        await applyImport(tx, principal, resolution, this.timeZone);
        return summarize(resolution.plan.rows, true);
      });
    } catch (error) {
      if (error instanceof RowRefused) throw new ImportRefused(summarize(error.rows, false));
      throw error;
    }
  }

  private async assertInScope(principal: Principal, orgId: number) {
    if (!(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Organization");
  }
}
