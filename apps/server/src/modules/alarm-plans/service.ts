import type { Db } from "../../db/database.js";

export class AlarmPlanService {
  constructor(readonly db: Db) {}
}
