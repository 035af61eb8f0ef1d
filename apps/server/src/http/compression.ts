import { join, resolve, sep } from "node:path";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * API answers of 1 kB and more go out compressed (brotli or gzip, as the client accepts), made
 * while sending. Registered before the routes, which it hooks into. The console's files come
 * compressed at build time (see serveConsole); a server-sent event stream is written on the raw
 * response and never passes through here, so each event still reaches the browser at once.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
}

const HASHED_FILE = `public, max-age=${365 * 24 * 3600}, immutable`;

/**
 * Headers of the console's files (@fastify/static `setHeaders`, with its own Cache-Control off).
 * The build names every file under assets/ by its content, so a browser may keep it for good;
 * index.html names the current ones and is asked for again each time. Each file may be sent
 * compressed or not depending on Accept-Encoding, which shared caches must know.
 */
export function consoleFileHeaders(webDist: string) {
  const hashedFiles = join(resolve(webDist), "assets") + sep;
  return (response: { setHeader(name: string, value: string): unknown }, path: string) => {
    response.setHeader("cache-control", resolve(path).startsWith(hashedFiles) ? HASHED_FILE : "no-cache");
    response.setHeader("vary", "accept-encoding");
  };
}
