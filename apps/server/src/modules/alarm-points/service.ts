import type { Db } from "../../db/database.js";

export class AlarmPointService {
  constructor(readonly db: Db) {}
}
