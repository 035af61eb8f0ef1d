import type { Resolver } from "../src/net/outgoing-guard.js";

/** A resolver that knows only these names, so no test asks a real DNS server; `asked` lists the names looked up. */
export function stubResolver(names: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = (hostname: string) => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (!addresses) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
  };
  return Object.assign(resolve, { asked });
}
