import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["203.0.113.09", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["0:0:0:0:0:ffff:203.0.113.9", "203.0.113.9"],
  ])("reads %s as the IPv4 client %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it("counts every address of one IPv6 /64 as one client, and another /64 as another", () => {
    const network = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:fffe",
      "2001:0DB8:0001:0002:0:0:0:30",
      "2001:db8:1:2:0:0:a:b",
    ].map(clientKey);
    expect(new Set(network)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything else as it came", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("999.1.1.1")).toBe("999.1.1.1");
  });
});
