import type { Db } from "../../db/database.js";

export class AlarmTemplateService {
  constructor(readonly db: Db) {}
}
