import { createHash } from "node:crypto";

/**
 * Secrets the server hands out once (feed addresses, integration keys) are long random strings,
 * so a plain SHA-256 suffices to store them: there is nothing to guess that a slow hash would protect.
 */
export const hashOfSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");
