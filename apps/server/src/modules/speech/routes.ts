import { createReadStream } from "node:fs";
import { errorBody, prelistenLink, prelistenQuery, prelistenText } from "@alarm/contract";
import { z } from "zod";
import { AppError } from "../../core/errors.js";
import { failureResponses as failures } from "../../http/responses.js";
import { requestedRange } from "./byte-range.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Alarm points"];
const audio = z.any().describe("WAV audio (audio/wav)");

export const speechRoutes: ModuleRoutes =
  ({ speech }) =>
  async (app) => {
    app.post(
      "/alarmpoints/text-prelisten-link",
      {
        config: { authority: ["ALARM_DEFINITION"] },
        schema: {
          tags,
          summary: "Synthesize a speech text and get a short-lived link to its audio",
          description: "The body is the speech text as a JSON string; line breaks are spoken as spaces. 503 SPEECH_UNAVAILABLE when no synthesizer runs.",
          body: prelistenText,
          querystring: prelistenQuery,
          response: { 200: prelistenLink, ...failures },
        },
      },
      (request) => speech.prelistenLink(request.body, request.query.language),
    );
    app.get(
      "/alarmpoints/prelisten/:token",
      {
        config: { public: true },
        schema: {
          tags,
          summary: "The audio (audio/wav) behind a pre-listen link; no token needed, byte ranges supported",
          params: z.object({ token: z.string() }),
          response: { 200: audio, 206: audio.describe("The asked byte range of the WAV audio"), 404: errorBody, 416: errorBody },
        },
      },
      async (request, reply) => {
        const audio = await speech.prelistenAudio(request.params.token);
        const range = requestedRange(request.headers.range, audio.size);
        if (range === "unsatisfiable") {
          throw new AppError("VALIDATION", "Range not satisfiable", undefined, 416, { "content-range": `bytes */${audio.size}` });
        }
        const { start, end } = range ?? { start: 0, end: audio.size - 1 };
        if (range) reply.status(206).header("content-range", `bytes ${start}-${end}/${audio.size}`);
        return reply
          .type("audio/wav")
          .header("accept-ranges", "bytes")
          .header("cache-control", "private, max-age=300")
          .header("content-length", end - start + 1)
          .send(createReadStream(audio.path, { start, end }));
      },
    );
  };
