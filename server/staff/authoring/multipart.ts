import busboy from "busboy";
import type { Request, RequestHandler } from "express";

/** An uploaded file as it arrived: its bytes and whether it was cut off at the size limit. Its name is never used for anything. */
export interface UploadedFile {
  readonly field: string;
  readonly bytes: Buffer;
  readonly truncated: boolean;
}

/** The largest image an author may upload: a phone's photo (4 MB or so) several times over. */
export const UPLOAD_LIMIT_BYTES = 15 * 1024 * 1024;
const FIELD_LIMIT_BYTES = 200 * 1024;

export const uploadsOf = (req: Request): readonly UploadedFile[] =>
  (req as Request & { uploads?: UploadedFile[] }).uploads ?? [];

class BodyError extends Error {
  readonly status = 400;
}

/**
 * Reads a multipart form (an editor with an upload) for signed-in staff under /author, before the
 * per-session token is checked, which it carries as an ordinary field: fields into req.body as the
 * urlencoded parser gives them, files held in memory up to the limit (a file over it is kept
 * marked, so its field can say so). Anything else passes untouched.
 */
export function multipartBody(): RequestHandler {
  return (req, res, next) => {
    if (
      req.method !== "POST" ||
      !req.path.startsWith("/author/") ||
      !res.locals.staff ||
      !req.is("multipart/form-data")
    )
      return next();
    const fields: Record<string, string | string[]> = {};
    const uploads: UploadedFile[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 4, fields: 1000, fieldSize: FIELD_LIMIT_BYTES, parts: 1010 },
      });
    } catch {
      return next(new BodyError("The form could not be read."));
    }
    let failed = false;
    const fail = (why: string) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      next(new BodyError(why));
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(`The field ${name.slice(0, 60)} is too long.`);
      const before = fields[name];
      fields[name] = before === undefined ? value : [...[before].flat(), value];
    });
    parser.on("file", (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("close", () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length > 0 || stream.truncated)
          uploads.push({ field: name, bytes, truncated: stream.truncated === true });
      });
    });
    parser.on("partsLimit", () => fail("The form has too many fields."));
    parser.on("filesLimit", () => fail("The form has too many files."));
    parser.on("fieldsLimit", () => fail("The form has too many fields."));
    parser.on("error", () => fail("The form could not be read."));
    parser.on("close", () => {
      if (failed) return;
      req.body = fields;
      (req as Request & { uploads?: UploadedFile[] }).uploads = uploads;
      next();
    });
    req.pipe(parser);
  };
}
