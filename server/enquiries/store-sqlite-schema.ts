import type { SqliteDatabase } from "./sqlite-driver";

/**
 * Versioned schema: migration N brings PRAGMA user_version from N-1 to N. Append, never edit, so
 * every existing database reaches the same schema.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE enquiries (
     id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     company TEXT NOT NULL,
     role TEXT NOT NULL,
     phone TEXT NOT NULL,
     business_size TEXT NOT NULL,
     priorities TEXT NOT NULL,
     message TEXT NOT NULL,
     spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
     spam_reason TEXT,
     client_hash TEXT,
     idempotency_key TEXT UNIQUE
   ) STRICT;
   CREATE INDEX enquiries_received_at ON enquiries (received_at);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     enquiry_id TEXT NOT NULL UNIQUE REFERENCES enquiries (id),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     lease_until INTEGER,
     last_error TEXT,
     sent_at TEXT
   ) STRICT;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // An email address, so the practice can reply (empty for enquiries received before it).
  `ALTER TABLE enquiries ADD COLUMN email TEXT NOT NULL DEFAULT '';`,
  // One form token, one enquiry; idempotency keys remember their request; the token secret lives here.
  `ALTER TABLE enquiries ADD COLUMN form_token TEXT;
   CREATE UNIQUE INDEX enquiries_form_token ON enquiries (form_token);
   ALTER TABLE enquiries ADD COLUMN request_hash TEXT;
   CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`,
  // When staff last corrected the enquiry (APP 13, the right to correction), as an ISO timestamp.
  `ALTER TABLE enquiries ADD COLUMN corrected_at TEXT;`,
  // The reply promised beside the form: when it is due, when (and by whom) staff replied, the one
  // reminder when it is late (leased like the outbox), and the daily digest that names each
  // quarantined enquiry once. Times as ISO text, like received_at.
  `ALTER TABLE enquiries ADD COLUMN reply_due_at TEXT;
   ALTER TABLE enquiries ADD COLUMN replied_at TEXT;
   ALTER TABLE enquiries ADD COLUMN replied_by TEXT;
   ALTER TABLE enquiries ADD COLUMN reminder_lease_until TEXT;
   ALTER TABLE enquiries ADD COLUMN reminder_sent_at TEXT;
   ALTER TABLE enquiries ADD COLUMN digested_on TEXT;
   CREATE INDEX enquiries_reply_due ON enquiries (reply_due_at) WHERE replied_at IS NULL AND reminder_sent_at IS NULL;
   CREATE TABLE quarantine_digests (day TEXT PRIMARY KEY, lease_until TEXT NOT NULL, sent_at TEXT) STRICT;`,
  // The practice's own system hears of each enquiry by a signed webhook (webhook-worker.ts): one row
  // per webhook, leased like the outbox, going with its enquiry. No body is kept: an enquiry's is
  // made from the enquiry when sent; a status change's fields are cleared once delivered. Every
  // enquiry already kept (not quarantined) is queued, as a new one is.
  `CREATE TABLE webhooks (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     message_id TEXT NOT NULL UNIQUE,
     enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
     type TEXT NOT NULL CHECK (type IN ('enquiry.received', 'enquiry.status_changed')),
     occurred_at TEXT NOT NULL,
     status_change TEXT,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     lease_until INTEGER,
     last_error TEXT,
     sent_at TEXT
   ) STRICT;
   CREATE INDEX webhooks_due ON webhooks (status, next_attempt_at);
   CREATE INDEX webhooks_enquiry ON webhooks (enquiry_id, id);
   INSERT INTO webhooks (message_id, enquiry_id, type, occurred_at, next_attempt_at)
     SELECT 'msg_' || lower(hex(randomblob(16))), id, 'enquiry.received', received_at, 0 FROM enquiries WHERE spam = 0 ORDER BY received_at, rowid;`,
  // The staff inbox: where an enquiry stands and whose it is, staff notes (deleted with their
  // enquiry), the folded text the search looks in (search-key.ts; filled when the store opens), and
  // the audit trail, which keeps no enquiry content and outlives a deleted enquiry.
  `ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'client', 'not-a-fit', 'spam'));
   UPDATE enquiries SET status = 'replied' WHERE replied_at IS NOT NULL;
   ALTER TABLE enquiries ADD COLUMN assignee TEXT;
   ALTER TABLE enquiries ADD COLUMN search_key TEXT;
   CREATE TABLE enquiry_notes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
     author TEXT NOT NULL,
     at TEXT NOT NULL,
     text TEXT NOT NULL
   ) STRICT;
   CREATE INDEX enquiry_notes_enquiry ON enquiry_notes (enquiry_id);
   CREATE TABLE audit_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL,
     enquiry_id TEXT,
     detail TEXT
   ) STRICT;
   CREATE INDEX audit_events_at ON audit_events (at);
   CREATE INDEX audit_events_enquiry ON audit_events (enquiry_id);
   CREATE INDEX audit_events_actor ON audit_events (actor);`,
  // The staff area's sessions, shared by every instance, keyed by the SHA-256 of the cookie's value
  // (a copy of the database yields no live cookie); and the sign-ins under way (state, nonce and
  // PKCE verifier, keyed by the hash of the browser's sign-in cookie). Times in epoch milliseconds.
  `CREATE TABLE staff_sessions (
     id_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   ) STRICT;
   CREATE TABLE staff_sign_ins (
     id_hash TEXT PRIMARY KEY,
     state TEXT NOT NULL,
     nonce TEXT NOT NULL,
     code_verifier TEXT NOT NULL,
     return_to TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   ) STRICT;`,
];

/** Brings the database's schema up to date; returns its version. */
export function migrate(db: SqliteDatabase): number {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
  return MIGRATIONS.length;
}
