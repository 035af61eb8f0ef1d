import type { AlarmResponse } from "@alarm/contract";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { consoleUserFor } from "../../../core/console-user.js";
import { accessDenied, AppError } from "../../../core/errors.js";
import type { Db } from "../../../db/database.js";
import { describeAnswerSubject, type Receive, receiverOf, type ResponseOutcome, type ResponseSubject, type ResponseTokens } from "../../../engine/public.js";
import { InstructionStore } from "../../instructions/file-store.js";
import { instructionFileOfAlarm, messageOf } from "./repo.js";

/** A signed response link that is malformed, forged, expired or names no message. */
export const invalidLink = () => new AppError("NOT_FOUND", "This link is not valid or has expired");

/**
 * A participant's answer through the signed link of one message: the link alone is the permission.
 * An in-console card (device APP) is no link: it is answered only in the console, by its linked user.
 */
export class ParticipantAnswerService {
  private readonly files: InstructionStore;
  private readonly receive: Receive;

  constructor(
    private readonly tokens: ResponseTokens,
    private readonly db: Db,
    instructionsDir: string,
  ) {
    this.files = new InstructionStore(instructionsDir);
    this.receive = receiverOf(db);
  }

  /** What the link answers, or NOT_FOUND. */
  async subject(token: string): Promise<ResponseSubject> {
    const message = await this.messageOfToken(token);
    const subject = message.deviceType === "APP" ? undefined : await describeAnswerSubject(this.db, message.id);
    if (!subject) throw invalidLink();
    return subject;
  }

  /**
   * The answer on a card in the console: only the console user linked to the message's participant
   * (core/console-user.ts) may give it, checked now, not when the card was shown.
   */
  async answerInConsole(token: string, response: AlarmResponse, userId: number): Promise<ResponseOutcome> {
    const message = await this.messageOfToken(token);
    const link = await consoleUserFor(this.db, message.participantId, message.alarmId);
    if (!("user" in link) || link.user.id !== userId) throw accessDenied("Only the console user linked to this participant may answer this alarm");
    const outcome = await this.receive({ kind: "ANSWERED", message: { notificationId: message.id }, response, via: "console" });
    if (!outcome) throw invalidLink();
    return outcome;
  }

  /** The message a signed token names, or NOT_FOUND. */
  private async messageOfToken(token: string) {
    const notificationId = await this.tokens.verify(token);
    const message = notificationId === undefined ? undefined : await messageOf(this.db, notificationId);
    if (!message) throw invalidLink();
    return message;
  }

  /** Records the answer (only the first one counts); the subject is read first for the participant's language. */
  async answer(token: string, response: AlarmResponse): Promise<{ subject: ResponseSubject; outcome: ResponseOutcome }> {
    const subject = await this.subject(token);
    const outcome = await this.receive({ kind: "ANSWERED", message: { notificationId: subject.notificationId }, response, via: "link" });
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
