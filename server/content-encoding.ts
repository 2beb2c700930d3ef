import type { Request } from "express";

export type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding to send: brotli when the client takes it (it is smallest), else gzip, else none.
 * Our preference wins over the client's order; its q=0 refusals are respected.
 */
export function chooseEncoding(req: Request, available: { readonly br: boolean; readonly gzip: boolean }): Encoding {
  if (available.br && req.acceptsEncodings("br") === "br") return "br";
  if (available.gzip && req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return "identity";
}
