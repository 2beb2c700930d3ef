import { isIPv4, isIPv6 } from "node:net";

/**
 * The client an address stands for, as the rate limit and the stored client hash count it:
 * - IPv4 as four plain decimal numbers ("203.0.113.09" and "203.0.113.9" are one client);
 * - an IPv4 address written as IPv6 ("::ffff:203.0.113.9") as that IPv4 address;
 * - any other IPv6 address by its /64: one subscriber gets a whole /64 and can use every address
 *   in it, so counting addresses would give them 2^64 budgets.
 * Anything else (no address, a proxy's odd value) is kept as it came, lowercased.
 */
export function clientKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const dotted = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(trimmed);
  if (dotted) {
    const parts = dotted.slice(1).map(Number);
    if (parts.every((part) => part <= 255)) return parts.join(".");
  }
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped && isIPv4(clientKey(mapped[1]!))) return clientKey(mapped[1]!);
  if (isIPv6(trimmed)) return `${expandIPv6(trimmed).slice(0, 4).join(":")}::/64`;
  return trimmed;
}

/** The eight groups of an IPv6 address, each without leading zeros. */
function expandIPv6(address: string): string[] {
  // An embedded IPv4 tail ("::1.2.3.4") is two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  let text = address;
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = rest === undefined || rest === "" ? [] : rest.split(":");
  const groups =
    rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
