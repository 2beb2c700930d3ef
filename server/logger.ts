import pino, { type Logger } from "pino";
import type { AppConfig } from "./config";

export type { Logger };

/** JSON lines to stdout; pretty only in development (pino-pretty is a dev dependency). */
export function createLogger(config: Pick<AppConfig, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: undefined,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], censor: "[redacted]" },
    ...(config.NODE_ENV === "development" ? { transport: { target: "pino-pretty", options: { singleLine: true } } } : {}),
  });
}
