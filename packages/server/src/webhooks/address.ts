import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether a webhook may be sent to an address (issue 18): a webhook is a way into the server's own network, so
 * only addresses on the public internet are allowed. Refused: unspecified (0.0.0.0, ::), loopback, private
 * (RFC 1918), shared (100.64/10), link-local, unique-local (fc00::/7), multicast, reserved and documentation
 * ranges, and the IPv4-mapped, -compatible and NAT64 forms of the refused IPv4 addresses.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicIPv4(ipv4Octets(address));
  if (isIPv6(address)) {
    const groups = ipv6Groups(address);
    return groups !== null && isPublicIPv6(groups);
  }
  return false;
}

function ipv4Octets(address: string): number[] {
  return address.split('.').map(Number);
}

/** [first octets, prefix length] of the refused IPv4 ranges. */
const REFUSED_IPV4: readonly (readonly [readonly number[], number])[] = [
  [[0], 8], // "this network", 0.0.0.0
  [[10], 8], // private
  [[100, 64], 10], // shared address space (carrier-grade NAT)
  [[127], 8], // loopback
  [[169, 254], 16], // link-local
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, and 255.255.255.255
];

function isPublicIPv4(octets: readonly number[]): boolean {
  const value = ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
  return !REFUSED_IPV4.some(([start, prefix]) => {
    const base = ((start[0] ?? 0) << 24) | ((start[1] ?? 0) << 16) | ((start[2] ?? 0) << 8);
    const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
    return (value & mask) >>> 0 === (base & mask) >>> 0;
  });
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
export function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    if (!isIPv4(last)) return null;
    const o = ipv4Octets(last);
    const hex = (n: number) => n.toString(16);
    text = `${text.slice(0, lastColon + 1)}${hex((o[0]! << 8) | o[1]!)}:${hex((o[2]! << 8) | o[3]!)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const explicit = head.length + rest.length;
  if (halves.length === 1 && explicit !== 8) return null;
  if (explicit > 8 || [...head, ...rest].some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return null;
  const zeros = new Array<number>(8 - explicit).fill(0);
  return [...head, ...zeros, ...rest];
}

function isPublicIPv6(g: readonly number[]): boolean {
  const embedded = (): number[] => [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff];
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (zeroUpTo(6)) return (g[6] !== 0 || g[7]! > 1) && isPublicIPv4(embedded());
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-translated ::ffff:0:a.b.c.d: judged as the IPv4 address they carry
  if (zeroUpTo(5) && g[5] === 0xffff) return isPublicIPv4(embedded());
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return isPublicIPv4(embedded());
  // NAT64 64:ff9b::/96 reaches the IPv4 address it carries
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicIPv4(embedded());
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return false; // unique-local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xffc0) === 0xfec0) return false; // site-local fec0::/10 (deprecated)
  if ((first & 0xff00) === 0xff00) return false; // multicast ff00::/8
  if (first === 0x2001 && g[1] === 0x0db8) return false; // documentation 2001:db8::/32
  if (first === 0x0100 && zeroUpTo(4)) return false; // discard-only 100::/64
  if (first === 0x2002) return isPublicIPv4([g[1]! >> 8, g[1]! & 0xff, g[2]! >> 8, g[2]! & 0xff]); // 6to4
  // Only the global unicast range 2000::/3 is routed on the internet.
  return (first & 0xe000) === 0x2000;
}
