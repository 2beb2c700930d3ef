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
  // Issue 11: an email address, so the practice can reply (empty for enquiries received before it).
  `ALTER TABLE enquiries ADD COLUMN email TEXT NOT NULL DEFAULT '';`,
  // One form token, one enquiry; idempotency keys remember their request; the token secret lives here.
  `ALTER TABLE enquiries ADD COLUMN form_token TEXT;
   CREATE UNIQUE INDEX enquiries_form_token ON enquiries (form_token);
   ALTER TABLE enquiries ADD COLUMN request_hash TEXT;
   CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`,
  // Issue 23 item 7: when staff last corrected the enquiry (APP 13), as an ISO timestamp.
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
