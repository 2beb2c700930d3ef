import pino, { type Logger } from "pino";
import type { AppConfig } from "./config";

export type { Logger };

/**
 * JSON lines to stdout; pretty only in development (pino-pretty is a dev dependency). Written
 * synchronously: an asynchronous write still waiting in libuv's thread pool (busy with DNS or the
 * file system) could otherwise reach stdout after a later line, e.g. "stopped" before "shutting down".
 */
export function createLogger(config: Pick<AppConfig, "LOG_LEVEL" | "NODE_ENV">): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: undefined,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], censor: "[redacted]" },
  };
  if (config.NODE_ENV === "development") return pino({ ...options, transport: { target: "pino-pretty", options: { singleLine: true } } });
  return pino(options, pino.destination({ dest: 1, sync: true }));
}
