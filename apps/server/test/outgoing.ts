import type { Config } from "../src/config.js";

/**
 * Settings of a test whose server talks to local fakes on 127.0.0.1 (push service, gateway): the
 * outgoing guard refuses loopback unless told, as OUTGOING_ALLOW_LOOPBACK=1 does.
 */
export const LOOPBACK_ALLOWED: Pick<Config, "outgoing"> = { outgoing: { allowLoopback: true, allowedHosts: [], pushServiceHosts: [] } };
