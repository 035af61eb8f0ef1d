import { BlockList, isIPv4, isIPv6 } from "node:net";

type Subnet = [network: string, prefix: number];
type RefusedRange = { name: string; ipv4?: Subnet[]; ipv6?: Subnet[] };

/** Addresses the server never connects to on its own, named for the refusal; the first match names it. */
const REFUSED_RANGES: RefusedRange[] = [
  {
    name: "cloud metadata",
    ipv4: [
      ["169.254.169.254", 32],
      ["169.254.170.2", 32],
      ["100.100.100.200", 32],
    ],
    ipv6: [["fd00:ec2::254", 128]],
  },
  { name: "loopback", ipv4: [["127.0.0.0", 8]], ipv6: [["::1", 128]] },
  { name: "unspecified", ipv4: [["0.0.0.0", 8]], ipv6: [["::", 128]] },
  {
    name: "private",
    ipv4: [
      ["10.0.0.0", 8],
      ["172.16.0.0", 12],
      ["192.168.0.0", 16],
    ],
  },
  { name: "shared (CGNAT)", ipv4: [["100.64.0.0", 10]] },
  { name: "link-local", ipv4: [["169.254.0.0", 16]], ipv6: [["fe80::", 10]] },
  { name: "unique-local", ipv6: [["fc00::", 7]] },
  { name: "multicast", ipv4: [["224.0.0.0", 4]], ipv6: [["ff00::", 8]] },
  {
    name: "reserved",
    ipv4: [
      ["192.0.0.0", 24],
      ["192.0.2.0", 24],
      ["198.18.0.0", 15],
      ["198.51.100.0", 24],
      ["203.0.113.0", 24],
      ["240.0.0.0", 4],
    ],
    ipv6: [
      ["100::", 64],
      ["2001::", 32],
      ["2001:db8::", 32],
      ["fec0::", 10],
    ],
  },
];

const BLOCK_LISTS = REFUSED_RANGES.map(({ name, ipv4 = [], ipv6 = [] }) => {
  const list = new BlockList();
  for (const [network, prefix] of ipv4) list.addSubnet(network, prefix, "ipv4");
  for (const [network, prefix] of ipv6) list.addSubnet(network, prefix, "ipv6");
  return { name, list };
});

/**
 * The refused range `address` lies in ("loopback", "private", …), or undefined for a public address.
 * IPv6 forms that carry an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4) are judged by that address.
 */
export function refusedRange(address: string): string | undefined {
  if (isIPv4(address)) return BLOCK_LISTS.find(({ list }) => list.check(address, "ipv4"))?.name;
  if (!isIPv6(address)) return "not an IP address";
  const embedded = embeddedIPv4(address);
  if (embedded) {
    const range = refusedRange(embedded);
    return range && `${range}, ${embedded} in IPv6 form`;
  }
  return BLOCK_LISTS.find(({ list }) => list.check(address, "ipv6"))?.name;
}

/** The IPv4 address an IPv6 address stands for, if it is one of the forms that embed one. */
function embeddedIPv4(address: string): string | undefined {
  const words = ipv6Words(address);
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  const quad = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible; :: and ::1 are themselves), 64:ff9b::a.b.c.d (NAT64).
  if (zeros(0, 5) && words[5] === 0xffff) return quad(words[6]!, words[7]!);
  if (zeros(0, 6) && (words[6] !== 0 || words[7]! > 1)) return quad(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return quad(words[6]!, words[7]!);
  if (words[0] === 0x2002) return quad(words[1]!, words[2]!);
  return undefined;
}

/** The eight 16-bit words of a valid IPv6 address (with a zone id removed). */
function ipv6Words(address: string): number[] {
  let text = address.replace(/%.*$/, "").toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((word) => parseInt(word, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
