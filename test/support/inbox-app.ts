import express, { type Express } from "express";
import { rmSync } from "node:fs";
import { createInboxRouter, storeAuditSink, INBOX_STYLES, type SignedInStaff } from "../../server/staff/inbox";
import { openSqliteStore } from "../../server/enquiries/store-sqlite";
import type { EnquiryStore } from "../../server/enquiries/store";
import { tempDir } from "./cleanup";

export const STAFF: SignedInStaff = {
  email: "ann@practice.example",
  name: "Ann Example",
  csrfToken: "token-1",
  sessionId: "session-1",
};

export interface InboxApp {
  readonly app: Express;
  readonly store: EnquiryStore;
  /** Moves the app's clock. */
  setNow(at: Date): void;
  close(): Promise<void>;
}

/**
 * The inbox router as the staff app mounts it, on a SQLite store in a temporary folder (or the store given): signed in as
 * STAFF, the staff sheet at /staff.css. The staff app's own checks (session, origin, CSRF token) are
 * its own tests'; here every request is taken as signed in.
 */
export function inboxApp(
  options: {
    now?: Date;
    pageSize?: number;
    onStatusChange?: Parameters<typeof createInboxRouter>[0]["onStatusChange"];
    store?: EnquiryStore;
  } = {},
): InboxApp {
  const dir = tempDir("inbox-");
  // SQLite in a folder of its own unless given a store (PostgreSQL's system test gives one).
  const store = options.store ?? openSqliteStore({ dataDir: dir });
  let now = options.now ?? new Date("2026-05-06T00:00:00.000Z");
  const clock = () => now;
  const app = express();
  app.get("/staff.css", (_req, res) => void res.type("text/css").send(INBOX_STYLES));
  app.use((_req, res, next) => {
    res.locals.staff = STAFF;
    next();
  });
  app.use(
    createInboxRouter({
      store,
      audit: storeAuditSink(store, clock),
      clock,
      pageSize: options.pageSize,
      onStatusChange: options.onStatusChange,
    }),
  );
  return {
    app,
    store,
    setNow: (at) => {
      now = at;
    },
    close: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
