import { describe, expect, it } from "vitest";
import { ENQUIRY_RETENTION_DAYS } from "../../shared/lib/retention";
import { ConfigError, loadConfig, noProgressTimeoutMs } from "./config";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("counts an empty variable as unset, not as 0 or an empty value", () => {
    const config = loadConfig({
      PORT: "",
      HOST: "",
      DATA_DIR: " ",
      SITE_URL: "",
      TRUST_PROXY: "",
      RATE_LIMIT_MAX: "",
      SMTP_URL: "",
      FORM_TOKEN_SECRET: "",
    });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.RATE_LIMIT_MAX).toBe(10);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.FORM_TOKEN_SECRET).toBeUndefined();
  });

  it.each([
    [
      "SMTP_URL",
      "https://mail.example.net",
      "SMTP_URL: must be a URL starting with smtp:// (STARTTLS) or smtps:// (TLS)",
    ],
    [
      "DATABASE_URL",
      "mysql://db.example.net/site",
      "DATABASE_URL: must be a URL starting with postgres:// or postgresql://",
    ],
    [
      "SITE_URL",
      "ftp://counsel.example.au",
      "SITE_URL: must be a URL starting with https:// (or http:// for local use)",
    ],
  ])("names the schemes %s accepts", (name, value, problem) => {
    expect(problemsOf({ [name]: value })).toEqual([problem]);
  });

  // A password with "/", "#", "?" or a bare "%" gave no hint of the fix.
  it.each([
    [
      "a slash",
      "postgres://site:pa/ss@db.internal:5432/site",
      "DATABASE_URL: must be a URL such as postgres://user:password@host:5432/database: percent-encode",
    ],
    [
      "a hash",
      "postgres://site:pa#ss@db.internal:5432/site",
      "DATABASE_URL: must be a URL such as postgres://user:password@host:5432/database: percent-encode",
    ],
    [
      "a bare percent sign",
      "postgres://site:100%sure@db.internal:5432/site",
      'DATABASE_URL: has a "%" in its user name or password that starts no escape: percent-encode',
    ],
  ])("says to percent-encode a DATABASE_URL password with %s in it", (_what, value, problem) => {
    expect(problemsOf({ DATABASE_URL: value })).toEqual([expect.stringContaining(problem)]);
    expect(problemsOf({ DATABASE_URL: value })[0]).toContain(
      "(% as %25, / as %2F, : as %3A, @ as %40, # as %23, ? as %3F)",
    );
  });

  it("takes a DATABASE_URL whose password is percent-encoded", () => {
    expect(
      loadConfig({ DATABASE_URL: "postgres://site:100%25sure%2Fpa%3Ass@db.internal:5432/site" }).DATABASE_URL,
    ).toContain("%25");
  });

  it("lists every bad variable at once, each with what it accepts", () => {
    expect(
      problemsOf({
        PORT: "http",
        RATE_LIMIT_MAX: "0",
        LOG_LEVEL: "loud",
        ENQUIRY_TO: "staff",
        FORM_TOKEN_SECRET: "short",
        TRUST_PROXY: "1.5",
      }),
    ).toEqual([
      "PORT: must be a whole number from 0 to 65535",
      "LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
      "ENQUIRY_TO: must be an email address",
      "FORM_TOKEN_SECRET: must be at least 32 characters",
      "TRUST_PROXY: must be a whole number from 0 to 10",
      "RATE_LIMIT_MAX: must be a whole number from 1 to 100000",
    ]);
  });

  // One retention period, the privacy policy's; a server never runs with another.
  it("refuses ENQUIRY_RETENTION_DAYS unless it is the period the privacy policy states", () => {
    expect(problemsOf({ ENQUIRY_RETENTION_DAYS: "365", PORT: "http" })).toEqual([
      "PORT: must be a whole number from 0 to 65535",
      expect.stringMatching(
        /^ENQUIRY_RETENTION_DAYS: is no longer a setting: enquiries are kept for the 730 days the privacy policy states; unset it, or, .*shared\/lib\/retention\.ts/,
      ),
    ]);
    expect(problemsOf({ ENQUIRY_RETENTION_DAYS: String(ENQUIRY_RETENTION_DAYS) })).toEqual([]);
    expect(problemsOf({ ENQUIRY_RETENTION_DAYS: "" })).toEqual([]);
    expect(loadConfig({})).not.toHaveProperty("ENQUIRY_RETENTION_DAYS");
  });

  it("closes stalled connections after 20 s or the render bound and 5 s, unless NO_PROGRESS_TIMEOUT_MS says, which must be above the render bound", () => {
    expect(noProgressTimeoutMs(loadConfig({}))).toBe(20_000);
    expect(noProgressTimeoutMs(loadConfig({ RENDER_TIMEOUT_MS: "30000" }))).toBe(35_000);
    expect(noProgressTimeoutMs(loadConfig({ RENDER_TIMEOUT_MS: "2000", NO_PROGRESS_TIMEOUT_MS: "2500" }))).toBe(2_500);
    expect(problemsOf({ NO_PROGRESS_TIMEOUT_MS: "10000" })).toEqual([
      "NO_PROGRESS_TIMEOUT_MS: must be above RENDER_TIMEOUT_MS (10000): a connection waiting for its page's render would be closed before the render ends",
    ]);
    expect(problemsOf({ NO_PROGRESS_TIMEOUT_MS: "500" })).toEqual([
      "NO_PROGRESS_TIMEOUT_MS: must be a whole number from 1000 to 600000",
    ]);
  });

  it("reads numbers, and takes a site URL without its trailing slash", () => {
    const config = loadConfig({ PORT: "8080", TRUST_PROXY: " 2 ", SITE_URL: "https://counsel.example.au/" });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(2);
    expect(config.SITE_URL).toBe("https://counsel.example.au");
  });

  describe("the webhook", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

    it("takes an https URL anywhere, and http only to this machine", () => {
      for (const url of [
        "https://hooks.zapier.com/hooks/catch/1/abc/",
        "http://127.0.0.1:5678/webhook/enquiries",
        "http://localhost:8080/",
        "http://[::1]:9000/",
      ]) {
        expect(loadConfig({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret }).WEBHOOK_URL).toBe(url);
      }
    });

    it.each(["http://crm.example.net/hooks", "http://127.0.0.1.example.net/", "ftp://crm.example.net/", "not a url"])(
      "refuses %s, naming WEBHOOK_URL",
      (url) => {
        expect(problemsOf({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret })).toEqual([
          "WEBHOOK_URL: must be a URL starting with https:// (http:// only to this machine: localhost, 127.0.0.1 or [::1])",
        ]);
      },
    );

    it.each([
      ["without its whsec_ prefix", Buffer.alloc(32, 7).toString("base64")],
      ["that is not base64", "whsec_not*base64*at*all*not*base64*at*all*"],
      ["of fewer than 24 bytes", `whsec_${Buffer.alloc(23, 7).toString("base64")}`],
    ])("refuses a secret %s, naming WEBHOOK_SECRET", (_what, value) => {
      expect(problemsOf({ WEBHOOK_URL: "https://crm.example.net/hooks", WEBHOOK_SECRET: value })).toEqual([
        expect.stringMatching(/^WEBHOOK_SECRET: must be whsec_ followed by base64 of at least 24 random bytes/),
      ]);
    });

    it("takes a secret of exactly 24 bytes", () => {
      const exact = `whsec_${Buffer.alloc(24, 1).toString("base64")}`;
      expect(loadConfig({ WEBHOOK_URL: "https://crm.example.net/hooks", WEBHOOK_SECRET: exact }).WEBHOOK_SECRET).toBe(
        exact,
      );
    });

    it("wants both or neither", () => {
      expect(problemsOf({ WEBHOOK_URL: "https://crm.example.net/hooks" })).toEqual([
        expect.stringMatching(/^WEBHOOK_SECRET: must be set with WEBHOOK_URL/),
      ]);
      expect(problemsOf({ WEBHOOK_SECRET: secret })).toEqual([
        expect.stringMatching(/^WEBHOOK_URL: must be set with WEBHOOK_SECRET/),
      ]);
      expect(loadConfig({}).WEBHOOK_URL).toBeUndefined();
    });
  });
});

describe("the staff area's settings", () => {
  const STAFF = {
    STAFF_PORT: "3100",
    STAFF_URL: "https://staff.counsel.example.au",
    OIDC_ISSUER: "https://login.microsoftonline.com/tenant/v2.0",
    OIDC_CLIENT_ID: "client",
    OIDC_CLIENT_SECRET: "secret",
    STAFF_EMAILS: "Ana@Counsel.example.au, @counsel.example.au",
  };

  it("are off without STAFF_PORT, and read together with it (STAFF_HOST 127.0.0.1 unless set)", () => {
    expect(loadConfig({}).STAFF_PORT).toBeUndefined();
    const config = loadConfig(STAFF);
    expect(config.STAFF_PORT).toBe(3100);
    expect(config.STAFF_HOST).toBe("127.0.0.1");
    expect(config.STAFF_EMAILS).toEqual(["Ana@Counsel.example.au", "@counsel.example.au"]);
  });

  it("name each variable STAFF_PORT needs and is missing", () => {
    const problems = problemsOf({ STAFF_PORT: "3100" });
    for (const name of ["STAFF_URL", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "STAFF_EMAILS"]) {
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`^${name}: is required when STAFF_PORT is set`)),
      );
    }
  });

  it("refuse plain http except on this machine, a path in STAFF_URL, SITE_URL's origin and a malformed STAFF_EMAILS entry", () => {
    expect(problemsOf({ ...STAFF, STAFF_URL: "http://staff.counsel.example.au" })).toEqual([
      expect.stringMatching(/^STAFF_URL: must start with https:\/\//),
    ]);
    expect(problemsOf({ ...STAFF, OIDC_ISSUER: "http://idp.example.com" })).toEqual([
      expect.stringMatching(/^OIDC_ISSUER: must start with https:\/\//),
    ]);
    expect(problemsOf({ ...STAFF, STAFF_URL: "http://127.0.0.1:3100", OIDC_ISSUER: "http://localhost:9000" })).toEqual(
      [],
    );
    expect(problemsOf({ ...STAFF, STAFF_URL: "https://staff.counsel.example.au/staff" })).toEqual([
      expect.stringMatching(/^STAFF_URL: must be an origin only/),
    ]);
    expect(problemsOf({ ...STAFF, SITE_URL: "https://staff.counsel.example.au" })).toEqual([
      expect.stringMatching(/^STAFF_URL: must be an origin of its own/),
    ]);
    expect(problemsOf({ ...STAFF, STAFF_EMAILS: "ana@counsel.example.au, counsel.example.au" })).toEqual([
      expect.stringMatching(/^STAFF_EMAILS: must be email addresses or @domain entries/),
    ]);
  });

  it("read AUTHOR_EMAILS as STAFF_EMAILS is read, and refuse a malformed entry the same way", () => {
    expect(loadConfig(STAFF).AUTHOR_EMAILS).toBeUndefined();
    expect(
      loadConfig({ ...STAFF, AUTHOR_EMAILS: " Ana@Counsel.example.au,@writers.example.au " }).AUTHOR_EMAILS,
    ).toEqual(["Ana@Counsel.example.au", "@writers.example.au"]);
    expect(problemsOf({ ...STAFF, AUTHOR_EMAILS: "ana@counsel.example.au, writers.example.au" })).toEqual([
      expect.stringMatching(/^AUTHOR_EMAILS: must be email addresses or @domain entries/),
    ]);
  });
});
