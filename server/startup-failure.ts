import { resolve } from "node:path";

/**
 * What stopped the server from starting, as one line naming the cause and the fix: an operator
 * reads it in a container's log, where a stack trace would only hide it.
 */

interface ErrorWithCode {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly cause?: unknown;
}

function codeOf(error: unknown): string {
  let current: unknown = error;
  // StoreUnavailableError wraps the driver's error; the code is on the innermost one.
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const { code, cause } = current as ErrorWithCode;
    if (typeof code === "string") return code;
    current = cause;
  }
  return "";
}

function messageOf(error: unknown): string {
  const message = error && typeof error === "object" ? (error as ErrorWithCode).message : undefined;
  return typeof message === "string" ? (message.split("\n")[0] ?? "") : String(error);
}

/** The account the server runs as, for "make it writable by ..." advice. */
function runningAs(): string {
  const uid = process.getuid?.();
  const gid = process.getgid?.();
  return uid === undefined ? "the user the server runs as" : `uid ${uid}, gid ${gid ?? uid}`;
}

/** Cannot listen on HOST:PORT. */
export function explainListenFailure(
  error: unknown,
  host: string,
  port: number,
  names: { readonly host: string; readonly port: string } = { host: "HOST", port: "PORT" },
): string {
  const code = codeOf(error);
  const { host: HOST, port: PORT } = names;
  switch (code) {
    case "EADDRINUSE":
      return `Cannot listen on ${host}:${port}: the port is already in use by another process. Stop that process or set ${PORT} to a free port.`;
    case "EACCES":
      return `Cannot listen on ${host}:${port}: ports below 1024 need privileges this process lacks. Set ${PORT} to 1024 or above (and map the port in the proxy or container).`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_NONAME":
      return `Cannot listen on ${host}:${port}: the address "${host}" does not resolve. Set ${HOST} to an IP address of this machine, 0.0.0.0 for every interface, or 127.0.0.1 for this machine only.`;
    case "EADDRNOTAVAIL":
      return `Cannot listen on ${host}:${port}: "${host}" is not an address of this machine. Set ${HOST} to one of its addresses, 0.0.0.0 for every interface, or 127.0.0.1 for this machine only.`;
    default:
      return `Cannot listen on ${host}:${port}: ${messageOf(error)}${code ? ` (${code})` : ""}. Check ${HOST} and ${PORT}.`;
  }
}

const DATA_DIR_CODES = new Set([
  "EACCES",
  "EPERM",
  "EROFS",
  "ENOTDIR",
  "EEXIST",
  "ENOSPC",
  "SQLITE_CANTOPEN",
  "SQLITE_READONLY",
  "SQLITE_IOERR",
]);

/** Cannot open the enquiry store. */
export function explainStoreFailure(
  error: unknown,
  config: { readonly DATA_DIR: string; readonly DATABASE_URL?: string | undefined },
): string {
  const code = codeOf(error);
  if (config.DATABASE_URL) {
    // The store's own error already says what it could not open: the line says it once.
    const cause = messageOf(error).replace(/^Could not open the PostgreSQL enquiry store: /, "");
    return `Cannot open the PostgreSQL enquiry store: ${cause}${code ? ` (${code})` : ""}. Check DATABASE_URL (host, port, database, user and password, percent-encoded) and that PostgreSQL accepts connections from this machine.`;
  }
  const dir = resolve(config.DATA_DIR);
  if (code === "ENOSPC")
    return `Cannot write the enquiry database in ${dir}: the disk is full. Free some space or point DATA_DIR at a bigger volume.`;
  if (DATA_DIR_CODES.has(code)) {
    return (
      `Cannot write the data folder ${dir} (${code}): the server runs as ${runningAs()} and needs to create and write files there. ` +
      `Make the folder writable by that user (chown, or for a container volume: chown -R ${process.getuid?.() ?? 1000}:${process.getgid?.() ?? 1000} on the host folder mounted at ${dir}), or set DATA_DIR to a folder it can write.`
    );
  }
  return `Cannot open the enquiry database in ${dir}: ${messageOf(error)}${code ? ` (${code})` : ""}. Check DATA_DIR.`;
}
