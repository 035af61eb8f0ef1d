import type { Db } from "../../db/database.js";

export class TextTemplateService {
  constructor(readonly db: Db) {}
}
