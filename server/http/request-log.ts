import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger";

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

/** One JSON line per request: id (from a valid X-Request-Id, else new; echoed), method, path, status, time. */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && VALID_REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Successful probes every few seconds would drown the log.
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? "").split("?")[0] ?? "") && !req.aborted },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      return "info";
    },
    serializers: {
      req: (req: { id: unknown; method: unknown; url: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: unknown }) => ({ statusCode: res.statusCode }),
    },
    wrapSerializers: false,
  });
}
