import {
  instructionDownloadQuery,
  instructionFileGroups,
  instructionFileList,
  instructionFilesQuery,
  instructionMoveQuery,
  instructionPaths,
  instructionUploadQuery,
  statusOk,
} from "@alarm/contract";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError, fieldError } from "../../core/errors.js";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { contentDisposition } from "./content-types.js";
import { type IncomingFile, InstructionFileService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Instruction files"];
const manage = { authority: "INSTRUCTION_FILES" as const };
/** Alarm point editors pick and open files too. */
const read = { authority: ["INSTRUCTION_FILES", "ALARM_DEFINITION"] as const };
const MAX_FILES_PER_REQUEST = 50;
const MAX_FORM_FIELDS = 20;
/** Streamed as is; never serialized. */
const fileBytes = z.unknown().describe("The file's bytes, with the media type of its extension");

export const instructionRoutes: ModuleRoutes =
  ({ config, database }) =>
  async (app) => {
    const files = new InstructionFileService(database.db, config);
    // Only file parts are expected; the limits make a flood of fields or header lines end early.
    await app.register(fastifyMultipart, { limits: { fields: MAX_FORM_FIELDS, fieldSize: 1024, headerPairs: 20 } });

    app.get(
      "/instructions/instruction-files",
      {
        config: read,
        schema: {
          tags,
          summary: "Files of an organization and its sub-organizations, grouped by organization",
          querystring: instructionFilesQuery,
          response: { 200: instructionFileGroups, ...failures },
        },
      },
      (request) => files.list(principalOf(request), request.query),
    );

    const upload = (summary: string) => ({
      config: manage,
      schema: { tags, summary, consumes: ["multipart/form-data"], querystring: instructionUploadQuery, response: { 200: instructionFileList, ...failures } },
    });
    const receive = async (request: FastifyRequest, query: z.infer<typeof instructionUploadQuery>, maxFiles: number) => {
      try {
        return await files.upload(principalOf(request), query.orgId, incomingFiles(request, files.maxFileBytes, maxFiles), query.replace);
      } catch (error) {
        discardRestOf(request);
        throw error;
      }
    };
    app.post("/instructions/upload", upload("Upload one file (multipart)"), (request) => receive(request, request.query, 1));
    app.post("/instructions/upload-files", upload("Upload several files in one multipart request; all or none are stored"), (request) =>
      receive(request, request.query, MAX_FILES_PER_REQUEST),
    );

    app.get(
      "/instructions/download",
      {
        config: read,
        schema: { tags, summary: "The file's bytes, as an attachment", querystring: instructionDownloadQuery, response: { 200: fileBytes, ...failures } },
      },
      async (request, reply) => {
        const file = await files.download(principalOf(request), request.query.path);
        return reply
          .header("content-type", file.contentType)
          .header("content-length", file.size)
          .header("content-disposition", contentDisposition(file.name))
          .header("x-content-type-options", "nosniff")
          .send(file.content);
      },
    );

    app.patch(
      "/instructions/move",
      {
        config: manage,
        schema: {
          tags,
          summary: "Move files to another organization (rewrites the org id in their paths)",
          querystring: instructionMoveQuery,
          body: instructionPaths,
          response: { 200: statusOk, ...failures },
        },
      },
      async (request) => {
        await files.move(principalOf(request), request.body.paths, request.query.orgId);
        return ok;
      },
    );

    app.delete(
      "/instructions/delete",
      {
        config: manage,
        schema: {
          tags,
          summary: "Delete files; refused for a file attached to an alarm point",
          body: instructionPaths,
          response: { 200: statusOk, ...failures },
        },
      },
      async (request) => {
        await files.remove(principalOf(request), request.body.paths);
        return ok;
      },
    );
  };

/**
 * The file parts of a multipart request, cut at the size limit; a request that is not multipart has
 * none. A part without a file name (a plain form field) is refused, not silently dropped.
 */
async function* incomingFiles(request: FastifyRequest, maxBytes: number, maxFiles: number): AsyncGenerator<IncomingFile> {
  if (!request.isMultipart()) return;
  // preservePath: a name with a folder in it is refused, not silently shortened to its last part.
  const parts = request.parts({ preservePath: true, limits: { fileSize: maxBytes, files: maxFiles, fields: MAX_FORM_FIELDS } });
  try {
    for await (const part of parts) {
      if (part.type === "field") throw fieldError(part.fieldname, `The part "${part.fieldname.slice(0, 100)}" has no file name; send only files`, "NOT_A_FILE");
      yield { name: part.filename, content: part.file, truncated: () => part.file.truncated };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_FILES_LIMIT") throw fieldError("file", `Send at most ${maxFiles} file(s) in one request`, "TOO_MANY_FILES");
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw fieldError("file", "The request has too many parts", "TOO_MANY_PARTS");
    throw fieldError("file", `The upload could not be read: ${(error as Error).message}`, "MALFORMED_UPLOAD");
  }
}

/** After a refusal the rest of the body is read and dropped, so the client gets the answer instead of a broken pipe. */
function discardRestOf(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}
