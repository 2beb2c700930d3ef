// The nginx site in docs/operations.md, as an operator copies it, passes `nginx -t` on the installed
// nginx: `http2 on;` needs nginx 1.25.1, so the docs give the `listen … http2` form for older ones
// (Debian 12 ships 1.22).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { atLeast, findOrInstallNginx, nginxTest, nginxVersion } from "./support/nginx-check";

const OPERATIONS = readFileSync(new URL("../docs/operations.md", import.meta.url), "utf8");
const NGINX_BLOCKS = [...OPERATIONS.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
const HTTP2_DIRECTIVE_SINCE = [1, 25, 1];

/** The site for one instance: the block with `http2 on;`. */
const site = NGINX_BLOCKS.find(
  (block) => /^\s*http2 on;$/m.test(block) && block.includes("proxy_pass http://127.0.0.1:3000;"),
);
/** The one-line form for older nginx that replaces `listen 443 ssl;` and `http2 on;`. */
const olderListen = NGINX_BLOCKS.map((block) => block.trim()).find((block) => /^listen 443 ssl http2;$/.test(block));

describe("the documented nginx site", () => {
  const nginx = findOrInstallNginx();
  const version = nginxVersion(nginx);

  it("is documented in both forms: http2 on; (nginx 1.25.1 and later) and listen … http2 (older)", () => {
    expect(site).toBeDefined();
    expect(olderListen).toBeDefined();
  });

  it(`passes nginx -t in the form for the installed nginx`, async () => {
    const modern = atLeast(version, HTTP2_DIRECTIVE_SINCE);
    const form = modern
      ? (site ?? "")
      : (site ?? "").replace(/^(\s*)listen 443 ssl;\n\s*http2 on;$/m, `$1${olderListen}`);
    expect(form).toContain(modern ? "http2 on;" : "listen 443 ssl http2;");
    const result = await nginxTest(nginx, form);
    expect(result.output).toMatch(/test is successful/);
    expect(result.ok).toBe(true);
  });

  it.runIf(!atLeast(nginxVersion(findOrInstallNginx()), HTTP2_DIRECTIVE_SINCE))(
    "fails nginx -t before 1.25.1 in the newer form, as the docs warn",
    async () => {
      const result = await nginxTest(nginx, site ?? "");
      expect(result.ok).toBe(false);
      expect(result.output).toContain('unknown directive "http2"');
    },
  );
});
