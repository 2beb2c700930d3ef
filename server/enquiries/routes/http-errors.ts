import type { NextFunction, RequestHandler } from "express";

/** An error the app's error handler answers with its status: JSON for /api, a status page for /contact. */
export function httpError(status: number, message: string): Error & { status: number; expose: boolean } {
  return Object.assign(new Error(message), { status, expose: true });
}

/** 415 unless the body is declared as `type` (checked before any parsing). */
export function requireContentType(type: string): RequestHandler {
  return (req, _res, next) => {
    next(req.is(type) ? undefined : httpError(415, `Expected ${type}`));
  };
}

export function methodNotAllowed(allow: string): RequestHandler {
  return (_req, res, next: NextFunction) => {
    res.setHeader("Allow", allow);
    next(httpError(405, "Method Not Allowed"));
  };
}
