/**
 * `npx tsx scripts/perf/render-flood.ts [checkout...]`: the render-flood probe (ADR 009) against
 * the built server of each checkout given (default: this one), one after the other in one run, so a
 * before and an after meet the same machine. For each flood (150 requests a wave, three waves, from
 * as many loopback addresses): the held page's median latency alone and during the flood, their
 * ratio, and the flood's statuses. A flood of held pages and one of 404s are the yardsticks.
 */
import { measureRenderFlood, type FloodOptions } from "../../test/support/render-flood";
import { startServer } from "../../test/support/server-process";

const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
const message = (index: number) => encodeURIComponent(`Flood ${index} `.repeat(150));
const invalidPost = (index: number) => {
  const body = `name=Flood+${index}&message=${message(index)}`;
  return `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
};

/** A cross-site no-JavaScript post of about 63 KB (800 sixty-character "priorities", a 5,000-character message): refused 403 with what was typed. */
const crossSitePost = (index: number) => {
  const priorities = Array.from({ length: 800 }, (_, item) => `priorities=${`P${index}-${item}`.padEnd(60, "x")}`).join(
    "&",
  );
  const body = `name=Flood+${index}&company=Acme&message=${"m".repeat(5_000)}&${priorities}`;
  return `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://elsewhere.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
};

const FLOODS: ReadonlyArray<readonly [string, FloodOptions["request"], Partial<FloodOptions>]> = [
  ["held pages (yardstick)", () => get("/privacy-policy"), {}],
  ["404s through the app (yardstick)", (index) => get(`/no-such-page-${index}`), {}],
  ["GET /contact?message=…, clients waiting", (index) => get(`/contact?message=${message(index)}`), {}],
  [
    "GET /contact?message=…, clients closing at once",
    (index) => get(`/contact?message=${message(index)}`),
    { closeAtOnce: true },
  ],
  ["GET /cost-comparison?salary=…", (index) => get(`/cost-comparison?salary=${150_000 + index}`), {}],
  ["invalid no-JavaScript posts, 450 addresses", invalidPost, {}],
  ["cross-site no-JavaScript posts of 63 KB (refused 403)", crossSitePost, {}],
];

for (const root of process.argv.slice(2).length > 0 ? process.argv.slice(2) : [undefined]) {
  const server = await startServer({ ...(root ? { root } : {}), captureOutput: false });
  try {
    console.log(`\n${root ?? "this checkout"}`);
    for (const [name, request, extra] of FLOODS) {
      const result = await measureRenderFlood({
        port: server.port,
        request,
        wave: 150,
        waves: 3,
        manyAddresses: true,
        ...extra,
      });
      const statuses = Object.entries(result.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(", ");
      console.log(
        `${name.padEnd(50)} alone ${result.aloneMs.toFixed(1)} ms, during ${result.duringMs.toFixed(0)} ms (worst ${result.worstDuringMs.toFixed(0)}), ratio ${result.ratio.toFixed(0)}; ${statuses}`,
      );
    }
  } finally {
    await server.stop();
  }
}
