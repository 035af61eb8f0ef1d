import { type AnswerChoice, errorBody, objectIdParam, respondOutcome, respondQuery, respondRequest, respondSubject } from "@alarm/contract";
import fastifyFormbody from "@fastify/formbody";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../../core/errors.js";
import { principalOf } from "../../../http/authentication.js";
import type { ModuleRoutes, RouteScope } from "../../../server-dependencies.js";
import { contentDisposition } from "../../instructions/content-types.js";
import { preferredParticipantLanguage } from "./accept-language.js";
import { answerPage, invalidLinkPage, outcomePage } from "./response-page.js";
import { ParticipantAnswerService } from "./service.js";

const tags = ["Alarm responses"];
const params = z.object({ token: z.string().max(100) });
const RESPONSE: Record<AnswerChoice, "ACCEPT" | "DECLINE"> = { accept: "ACCEPT", decline: "DECLINE" };

// The page is the whole client: inline style, one form to this server, never framed, never cached or indexed.
const PAGE_HEADERS = {
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex",
  "x-content-type-options": "nosniff",
};

/** JSON for the console and other programs; an HTML page for a person following a link. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  if (accept.includes("text/html")) return false;
  if (accept.includes("application/json")) return true;
  return request.headers["content-type"]?.startsWith("application/json") ?? false;
}

function sendPage(reply: FastifyReply, status: number, markup: string) {
  void reply.status(status).headers(PAGE_HEADERS).type("text/html; charset=utf-8").send(markup);
}

/** An unusable link answers 404: a page for a person; for a program the error goes on to become `{code, reason}`. */
function sendInvalidLinkPage(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof AppError) || error.code !== "NOT_FOUND" || wantsJson(request)) throw error;
  sendPage(reply, 404, invalidLinkPage(preferredParticipantLanguage(request.headers["accept-language"])));
}

/**
 * The participant's response page behind the signed links of a message: no login, the token is the
 * permission. GET only shows (mail scanners open links); POST records the answer.
 */
export const answerRoutes: ModuleRoutes =
  ({ config, database, engine }) =>
  async (app) => {
    await app.register(fastifyFormbody, { bodyLimit: 1024 });
    const answers = new ParticipantAnswerService(engine.tokens, database.db, config.instructionsDir);
    registerResponsePage(app, answers);
    registerConsoleAnswer(app, answers);
    registerInstructionFiles(app, answers);
  };

/** The page a message's link opens, and the answer its form sends. */
function registerResponsePage(app: RouteScope, answers: ParticipantAnswerService) {
  app.get(
    "/respond/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The response page of a message's link (HTML), or what it answers (JSON with Accept: application/json)",
        description:
          "Records nothing. `answer` highlights that choice on the page; the participant still sends the form. 404 for a forged, expired or unknown link.",
        params,
        querystring: respondQuery,
        response: { 200: respondSubject, 404: errorBody },
      },
    },
    async (request, reply) => {
      try {
        const subject = await answers.subject(request.params.token);
        if (wantsJson(request)) {
          const { notificationId: _notificationId, ...visible } = subject;
          return visible;
        }
        sendPage(reply, 200, answerPage(subject, request.params.token, request.query.answer));
      } catch (error) {
        sendInvalidLinkPage(error, request, reply);
      }
      return reply;
    },
  );

  app.post(
    "/respond/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Accept or decline the alarm of a message's link",
        description:
          "Form-urlencoded (the response page) or JSON. Only the participant's first answer counts; the outcome says whether this one was recorded, an earlier answer stands, or the alarm had already ended. HTML unless JSON is asked for. The token of an in-console card is no link (404): it is answered with POST /respond/{token}/console.",
        params,
        body: respondRequest,
        response: { 200: respondOutcome, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      try {
        const json = wantsJson(request);
        const { subject, outcome } = await answers.answer(request.params.token, RESPONSE[request.body.answer]);
        if (json) return outcome;
        sendPage(reply, 200, outcomePage(subject, outcome));
      } catch (error) {
        sendInvalidLinkPage(error, request, reply);
      }
      return reply;
    },
  );
}

function registerConsoleAnswer(app: RouteScope, answers: ParticipantAnswerService) {
  app.post(
    "/respond/:token/console",
    {
      schema: {
        tags,
        summary: "Accept or decline the alarm of a card in the console, as the signed-in user",
        description:
          "The token of the card's message names the participant; only the console user linked to it by login, at or below its organization and seeing the alarm's organization, may answer (403 otherwise).",
        params,
        body: respondRequest,
        response: { 200: respondOutcome, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    (request) => answers.answerInConsole(request.params.token, RESPONSE[request.body.answer], principalOf(request).id),
  );
}

function registerInstructionFiles(app: RouteScope, answers: ParticipantAnswerService) {
  app.get(
    "/respond/:token/files/:fileId",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "An instruction file of the alarm of a message's link, as an attachment",
        params: params.extend({ fileId: objectIdParam }),
        response: { 200: z.any().describe("The file's bytes"), 404: errorBody },
      },
    },
    async (request, reply) => {
      try {
        const file = await answers.instructionFile(request.params.token, request.params.fileId);
        void reply
          .headers({ ...PAGE_HEADERS, "content-security-policy": "default-src 'none'; sandbox" })
          .header("content-type", file.contentType)
          .header("content-length", file.size)
          .header("content-disposition", contentDisposition(file.name))
          .send(file.content);
      } catch (error) {
        sendInvalidLinkPage(error, request, reply);
      }
      return reply;
    },
  );
}
