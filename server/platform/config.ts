import * as v from "valibot";
import { ENQUIRY_RETENTION_DAYS } from "../../shared/lib/retention";
import { withoutTrailingSlashes } from "../../shared/lib/trailing-slashes";

/** Configuration from environment variables, validated once at start (README, "Configuration"). */

/** A whole number from min to max, given as text. */
const integer = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\s*-?\d+\s*$/, `must be a whole number from ${min} to ${max}`),
      v.transform(Number),
      v.number(),
      v.minValue(min, `must be a whole number from ${min} to ${max}`),
      v.maxValue(max, `must be a whole number from ${min} to ${max}`),
    ),
    String(fallback),
  );

/** A URL whose scheme is one of `schemes`. */
const urlWithScheme = (schemes: RegExp, message: string) =>
  v.pipe(
    v.string(),
    v.check((value) => {
      try {
        return schemes.test(new URL(value).protocol);
      } catch {
        return false;
      }
    }, message),
  );

/**
 * The password (or user name) of a connection URL must be percent-encoded: a "/", "#" or "?" in it
 * ends the address early (no URL at all), and a "%" not followed by two hex digits is taken as a
 * broken escape, so the server would fail to connect with a misleading message.
 */
const PERCENT_ENCODE =
  "percent-encode the user name and password (% as %25, / as %2F, : as %3A, @ as %40, # as %23, ? as %3F)";
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;

const databaseUrl = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  }, `must be a URL such as postgres://user:password@host:5432/database: ${PERCENT_ENCODE}`),
  v.check((value) => {
    try {
      return /^postgres(ql)?:$/.test(new URL(value).protocol);
    } catch {
      return true;
    }
  }, "must be a URL starting with postgres:// or postgresql://"),
  v.check((value) => {
    try {
      const url = new URL(value);
      return !BROKEN_ESCAPE.test(url.username) && !BROKEN_ESCAPE.test(url.password);
    } catch {
      return true;
    }
  }, `has a "%" in its user name or password that starts no escape: ${PERCENT_ENCODE}`),
);

const oneOf = <const Options extends readonly [string, ...string[]]>(options: Options, fallback: Options[number]) =>
  v.optional(v.picklist(options, `must be one of ${options.join(", ")}`), fallback);

const email = v.optional(v.pipe(v.string(), v.email("must be an email address")));

/** This machine: the one place a webhook may go over plain http (a relay beside the server, tests). */
const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The practice's endpoint: HTTPS, since each body is an enquiry; plain http only to this machine. */
const webhookUrl = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.test(url.hostname));
    } catch {
      return false;
    }
  }, "must be a URL starting with https:// (http:// only to this machine: localhost, 127.0.0.1 or [::1])"),
);

/** Standard Webhooks' secret form: whsec_ then base64 of at least 24 random bytes. */
const WEBHOOK_SECRET_MIN_BYTES = 24;
const WEBHOOK_SECRET_FORM = /^whsec_((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;
const webhookSecret = v.pipe(
  v.string(),
  v.check(
    (value) => Buffer.from(WEBHOOK_SECRET_FORM.exec(value)?.[1] ?? "", "base64").length >= WEBHOOK_SECRET_MIN_BYTES,
    `must be whsec_ followed by base64 of at least ${WEBHOOK_SECRET_MIN_BYTES} random bytes (make one with: node -e "console.log('whsec_' + require('crypto').randomBytes(32).toString('base64'))")`,
  ),
);

/** A whole number from min to max, given as text, with no default: unset means off. */
const optionalInteger = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\s*\d+\s*$/, `must be a whole number from ${min} to ${max}`),
      v.transform(Number),
      v.number(),
      v.minValue(min, `must be a whole number from ${min} to ${max}`),
      v.maxValue(max, `must be a whole number from ${min} to ${max}`),
    ),
  );

/** Who may sign in to the staff area: addresses and `@domain` entries, separated by commas. */
function isStaffEmailEntry(entry: string): boolean {
  const at = entry.indexOf("@");
  if (at < 0 || entry.lastIndexOf("@") !== at || /\s/.test(entry)) return false;
  const domain = entry.slice(at + 1);
  return domain.includes(".") && !domain.startsWith(".") && !domain.endsWith(".");
}
const staffEmails = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
    v.check(
      (entries) => entries.length > 0 && entries.every(isStaffEmailEntry),
      "must be email addresses or @domain entries, separated by commas, e.g. ana@practice.com.au,@practice.com.au",
    ),
  ),
);

const ConfigSchema = v.object({
  NODE_ENV: oneOf(["development", "production", "test"], "production"),
  PORT: integer(0, 65535, 3000),
  HOST: v.optional(v.string(), "0.0.0.0"),
  SITE_URL: v.pipe(
    v.optional(
      urlWithScheme(/^https?:$/, "must be a URL starting with https:// (or http:// for local use)"),
      "http://localhost:3000",
    ),
    v.transform(withoutTrailingSlashes),
  ),
  LOG_LEVEL: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "info"),
  DATA_DIR: v.optional(v.string(), "./data"),
  /** PostgreSQL store shared by several instances; without it, SQLite in DATA_DIR. */
  DATABASE_URL: v.optional(databaseUrl),
  /** PostgreSQL connections per instance. */
  PG_POOL_MAX: integer(1, 1000, 10),
  /** How long a claimed outbox row is reserved for its instance; a crashed instance's rows are retried after it. */
  OUTBOX_LEASE_MS: integer(1_000, 3_600_000, 300_000),
  SMTP_URL: v.optional(urlWithScheme(/^smtps?:$/, "must be a URL starting with smtp:// (STARTTLS) or smtps:// (TLS)")),
  ENQUIRY_TO: email,
  ENQUIRY_FROM: email,
  /** Secret that signs the form's fill-time token; when unset, one made once and kept with the enquiry store. */
  FORM_TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, "must be at least 32 characters"))),
  /** The bearer token a Prometheus scrape of the staff listener's /metrics must carry; unset, /metrics answers 404. */
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.minLength(32, "must be at least 32 characters (openssl rand -hex 32)"),
      v.regex(/^\S+$/, "must not contain spaces"),
    ),
  ),
  /** How many proxies sit in front of the server (Express "trust proxy" hop count). */
  TRUST_PROXY: integer(0, 10, 0),
  RATE_LIMIT_WINDOW_MS: integer(1, 600_000, 600_000),
  RATE_LIMIT_MAX: integer(1, 100_000, 10),
  RENDER_TIMEOUT_MS: integer(1, 600_000, 10_000),
  /** Where each enquiry is POSTed, signed (Standard Webhooks); with WEBHOOK_SECRET, or neither. */
  WEBHOOK_URL: v.optional(webhookUrl),
  /** The key the practice's system verifies each webhook with. */
  WEBHOOK_SECRET: v.optional(webhookSecret),
  /** A connection with nothing read or written for this long is closed; unset, 20 s or RENDER_TIMEOUT_MS + 5 s, whichever is longer. */
  NO_PROGRESS_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\s*\d+\s*$/, "must be a whole number from 1000 to 600000"),
      v.transform(Number),
      v.minValue(1_000, "must be a whole number from 1000 to 600000"),
      v.maxValue(600_000, "must be a whole number from 1000 to 600000"),
    ),
  ),
  SHUTDOWN_TIMEOUT_MS: integer(1, 600_000, 10_000),
  /** The staff area's own listener (server/staff/): off unless set. */
  STAFF_PORT: optionalInteger(0, 65535),
  STAFF_HOST: v.optional(v.string(), "127.0.0.1"),
  /** The staff area's own origin, behind the proxy on a host name of its own. */
  STAFF_URL: v.optional(
    v.pipe(
      urlWithScheme(/^https?:$/, "must be a URL starting with https:// (or http:// on this machine)"),
      v.transform(withoutTrailingSlashes),
    ),
  ),
  /** The practice's identity provider (OpenID Connect): its issuer, and the staff area's client there. */
  OIDC_ISSUER: v.optional(
    v.pipe(
      urlWithScheme(/^https?:$/, "must be a URL starting with https:// (or http:// on this machine)"),
      v.transform(withoutTrailingSlashes),
    ),
  ),
  OIDC_CLIENT_ID: v.optional(v.string()),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  STAFF_EMAILS: staffEmails,
  /**
   * Where the staff area's content commits are pushed after each publish: a remote's name in the
   * checkout (`origin`) or a repository URL; unset, they stay in the checkout until pushed by hand.
   */
  CONTENT_REMOTE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[^\s-]\S*$/,
        "must be a git remote's name (origin) or a repository URL, with no spaces, not starting with -",
      ),
    ),
  ),
  /** Who of the staff may change the site's content (the staff area's /author pages): same form as STAFF_EMAILS. */
  AUTHOR_EMAILS: staffEmails,
});

export type AppConfig = v.InferOutput<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Settings that are no longer settings. ENQUIRY_RETENTION_DAYS once let a server keep enquiries for a
 * period the privacy policy does not state; the period is now the policy's own constant
 * (shared/lib/retention.ts), so a server given any other period refuses to start rather than break
 * the policy. The policy's own period is accepted, so an old setting that matches
 * it does no harm.
 */
function retiredSettingProblems(set: Readonly<Record<string, string | undefined>>): string[] {
  const days = set.ENQUIRY_RETENTION_DAYS;
  if (days === undefined || days.trim() === String(ENQUIRY_RETENTION_DAYS)) return [];
  return [
    `ENQUIRY_RETENTION_DAYS: is no longer a setting: enquiries are kept for the ${ENQUIRY_RETENTION_DAYS} days the privacy policy states; unset it, or, to keep them for another period, change ENQUIRY_RETENTION_DAYS in shared/lib/retention.ts (the policy states it) and rebuild`,
  ];
}

/** Settings that only work together: one without the other would look configured and do nothing. */
function pairedSettingProblems(set: Readonly<Record<string, string | undefined>>): string[] {
  if (set.WEBHOOK_URL && !set.WEBHOOK_SECRET)
    return ["WEBHOOK_SECRET: must be set with WEBHOOK_URL (the practice's system verifies each webhook with it)"];
  if (set.WEBHOOK_SECRET && !set.WEBHOOK_URL)
    return ["WEBHOOK_URL: must be set with WEBHOOK_SECRET (where the webhooks go), or unset both"];
  return [];
}

/**
 * How long a connection may make no progress before it is closed (Node's `server.timeout`). A
 * render may wait up to RENDER_TIMEOUT_MS with nothing moving on its connection, so the default
 * leaves it 5 s more, and a value set by hand must be above it.
 */
export const noProgressTimeoutMs = (config: Pick<AppConfig, "NO_PROGRESS_TIMEOUT_MS" | "RENDER_TIMEOUT_MS">): number =>
  config.NO_PROGRESS_TIMEOUT_MS ?? Math.max(20_000, config.RENDER_TIMEOUT_MS + 5_000);

function crossSettingProblems(config: AppConfig): string[] {
  const noProgress = config.NO_PROGRESS_TIMEOUT_MS;
  if (noProgress === undefined || noProgress > config.RENDER_TIMEOUT_MS) return [];
  return [
    `NO_PROGRESS_TIMEOUT_MS: must be above RENDER_TIMEOUT_MS (${config.RENDER_TIMEOUT_MS}): a connection waiting for its page's render would be closed before the render ends`,
  ];
}

/** Whether `url` names this machine: the only place plain http is allowed for the staff area and its provider. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(host);
}

const STAFF_REQUIRED = ["STAFF_URL", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "STAFF_EMAILS"] as const;

/** The staff area's settings that only make sense together (docs/operations.md, "The staff area"). */
function staffSettingProblems(config: AppConfig): string[] {
  if (config.STAFF_PORT === undefined) return [];
  const problems = STAFF_REQUIRED.filter((name) => config[name] === undefined).map(
    (name) =>
      `${name}: is required when STAFF_PORT is set (the staff area signs in through the practice's identity provider; docs/operations.md, "The staff area")`,
  );
  const { STAFF_URL, OIDC_ISSUER } = config;
  if (STAFF_URL !== undefined) {
    const url = new URL(STAFF_URL);
    if (url.pathname !== "/" || url.search || url.hash)
      problems.push("STAFF_URL: must be an origin only, such as https://staff.example.com.au (no path)");
    if (url.protocol !== "https:" && !isLoopbackUrl(STAFF_URL))
      problems.push(
        "STAFF_URL: must start with https:// (its sign-in cookie is Secure); http:// is allowed only for localhost",
      );
    if (url.origin === new URL(config.SITE_URL).origin)
      problems.push("STAFF_URL: must be an origin of its own, not SITE_URL's (e.g. https://staff.example.com.au)");
  }
  if (OIDC_ISSUER !== undefined && new URL(OIDC_ISSUER).protocol !== "https:" && !isLoopbackUrl(OIDC_ISSUER)) {
    problems.push("OIDC_ISSUER: must start with https://; http:// is allowed only for a provider on this machine");
  }
  return problems;
}

/** Parses the environment; throws a ConfigError listing every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`PORT=`, or one a compose file passes through unset) counts as unset.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const result = v.safeParse(ConfigSchema, set);
  const retired = [
    ...retiredSettingProblems(set),
    ...pairedSettingProblems(set),
    ...(result.success ? crossSettingProblems(result.output) : []),
  ];
  const staff = result.success ? staffSettingProblems(result.output) : [];
  if (result.success && retired.length === 0 && staff.length === 0) return result.output;
  // Every problem at once, one per variable, in the schema's order.
  const problems = (result.success ? [] : result.issues).map(
    (issue) => `${v.getDotPath(issue) ?? "(environment)"}: ${issue.message}`,
  );
  throw new ConfigError([...problems, ...staff, ...retired]);
}

/**
 * The origin to open in a browser on this machine for a server listening as configured: the
 * wildcard address is reached as localhost. What the server logs when it listens, and what
 * `npm run dev` and `npm run new-post` print, so none says :3000 when PORT says otherwise.
 */
function localOrigin({ HOST, PORT }: Pick<AppConfig, "HOST" | "PORT">): string {
  const host = HOST === "0.0.0.0" || HOST === "::" ? "localhost" : HOST.includes(":") ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
}

/** localOrigin for the environment a script runs in; the defaults' when the environment would not start a server (which says why itself). */
export function localOriginOf(env: NodeJS.ProcessEnv = process.env): string {
  try {
    return localOrigin(loadConfig(env));
  } catch (error) {
    if (error instanceof ConfigError) return localOrigin(testConfig());
    throw error;
  }
}

/** A configuration for tests and tools: the defaults, with overrides. */
export function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
}

/**
 * Whether this server can keep the reply time the site promises: only when each enquiry is mailed to
 * someone (SMTP_URL and ENQUIRY_TO both set). Otherwise the pages promise no time (site-content.ts)
 * and launch-check lists it.
 */
export function replyPromiseKept(config: Pick<AppConfig, "SMTP_URL" | "ENQUIRY_TO">): boolean {
  return Boolean(config.SMTP_URL && config.ENQUIRY_TO);
}
