import { z } from "zod";
import { ENQUIRY_RETENTION_DAYS } from "../shared/lib/retention";
import { withoutTrailingSlashes } from "../shared/lib/trailing-slashes";

/** Configuration from environment variables, validated once at start (README, "Configuration"). */

const port = z.coerce.number().int().min(0).max(65535);
const positiveMs = z.coerce.number().int().min(1).max(600_000);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be a URL starting with https:// (or http:// for local use)" })
    .default("http://localhost:3000")
    .transform(withoutTrailingSlashes),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** PostgreSQL store shared by several instances; without it, SQLite in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a URL starting with postgres:// or postgresql://" }).optional(),
  /** PostgreSQL connections per instance. */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** How long a claimed outbox row is reserved for its instance; a crashed instance's rows are retried after it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(ENQUIRY_RETENTION_DAYS),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be a URL starting with smtp:// (STARTTLS) or smtps:// (TLS)" }).optional(),
  ENQUIRY_TO: z.email().optional(),
  ENQUIRY_FROM: z.email().optional(),
  /** Secret that signs the form's fill-time token; when unset, one made once and kept with the enquiry store. */
  FORM_TOKEN_SECRET: z.string().min(32).optional(),
  /** How many proxies sit in front of the server (Express "trust proxy" hop count). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  RATE_LIMIT_WINDOW_MS: positiveMs.default(600_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  RENDER_TIMEOUT_MS: positiveMs.default(10_000),
  SHUTDOWN_TIMEOUT_MS: positiveMs.default(10_000),
});

export type AppConfig = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; throws a ConfigError listing every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`PORT=`, or one a compose file passes through unset) counts as unset.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const result = ConfigSchema.safeParse(set);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(problems);
}

/** A configuration for tests and tools: the defaults, with overrides. */
export function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
}
