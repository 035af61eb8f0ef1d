import type { Config } from "../../config.js";
import type { Db } from "../../db/database.js";

export class InstructionFileService {
  constructor(
    readonly db: Db,
    readonly config: Config,
  ) {}
}
