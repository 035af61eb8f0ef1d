import type { AlarmResponse } from "@alarm/contract";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Db } from "../../db/database.js";
import type { Engine } from "../../engine/index.js";
import type { ResponseOutcome, ResponseSubject } from "../../engine/responses.js";
import { AppError } from "../../http/errors.js";
import { InstructionStore } from "../instructions/file-store.js";
import { instructionFileOfAlarm } from "./repo.js";

/** A signed response link that is malformed, forged, expired or names no message. */
export const invalidLink = () => new AppError("NOT_FOUND", "This link is not valid or has expired");

/** A participant's answer through the signed link of one message: the link alone is the permission. */
export class ParticipantAnswerService {
  private readonly files: InstructionStore;

  constructor(
    private readonly engine: Pick<Engine, "tokens" | "responses">,
    private readonly db: Db,
    instructionsDir: string,
  ) {
    this.files = new InstructionStore(instructionsDir);
  }

  /** What the link answers, or NOT_FOUND. */
  async subject(token: string): Promise<ResponseSubject> {
    const notificationId = await this.engine.tokens.verify(token);
    const subject = notificationId === undefined ? undefined : await this.engine.responses.describe(notificationId);
    if (!subject) throw invalidLink();
    return subject;
  }

  /** Records the answer (only the first one counts); the subject is read first for the participant's language. */
  async answer(token: string, response: AlarmResponse, via: string): Promise<{ subject: ResponseSubject; outcome: ResponseOutcome }> {
    const subject = await this.subject(token);
    const outcome = await this.engine.responses.respond(subject.notificationId, response, via);
    if (!outcome) throw invalidLink();
    return { subject, outcome };
  }

  /** An instruction file of the link's alarm, for the participant to read without a login. */
  async instructionFile(token: string, fileId: number) {
    const subject = await this.subject(token);
    const file = await instructionFileOfAlarm(this.db, subject.alarmId, fileId);
    if (!file) throw invalidLink();
    const location = this.files.locationOf(file.orgId, file.name);
    const size = await stat(location).then(
      (found) => found.size,
      () => null,
    );
    if (size === null) throw invalidLink();
    return { name: file.name, contentType: file.contentType, size, content: createReadStream(location) };
  }
}
