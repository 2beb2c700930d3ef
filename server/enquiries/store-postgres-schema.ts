import type pg from "pg";

/** Where the enquiry rate limit keeps its counters (rate-limit.ts). */
export const RATE_LIMIT_TABLE = "enquiry_rate_limits";

/**
 * Versioned schema: migration N is recorded as version N in schema_migrations. Append, never edit.
 * Same tables as the SQLite store, in PostgreSQL's types.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE enquiries (
     id uuid PRIMARY KEY,
     seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
     received_at timestamptz NOT NULL,
     name text NOT NULL,
     company text NOT NULL,
     role text NOT NULL,
     phone text NOT NULL,
     business_size text NOT NULL,
     priorities jsonb NOT NULL,
     message text NOT NULL,
     spam boolean NOT NULL DEFAULT false,
     spam_reason text,
     client_hash text,
     idempotency_key text UNIQUE
   );
   CREATE INDEX enquiries_received_at ON enquiries (received_at);
   CREATE TABLE outbox (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     enquiry_id uuid NOT NULL UNIQUE REFERENCES enquiries (id),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL,
     lease_until timestamptz,
     last_error text,
     sent_at timestamptz
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // An email address, so the practice can reply (empty for enquiries received before it).
  `ALTER TABLE enquiries ADD COLUMN email text NOT NULL DEFAULT '';`,
  // One form token, one enquiry; idempotency keys remember their request; the token secret, shared by every instance.
  `ALTER TABLE enquiries ADD COLUMN form_token text UNIQUE, ADD COLUMN request_hash text;
   CREATE TABLE settings (name text PRIMARY KEY, value text NOT NULL);`,
  // The enquiry rate limit, shared by every instance (rate-limiter-flexible's RateLimiterPostgres
  // table, created here under the migration lock rather than by each instance racing at start).
  `CREATE TABLE ${RATE_LIMIT_TABLE} (
     key varchar(255) PRIMARY KEY,
     points integer NOT NULL DEFAULT 0,
     expire bigint
   );`,
  // When staff last corrected the enquiry (APP 13, the right to correction). And: a deleted or updated row
  // stays in the table's files as a dead tuple until VACUUM removes it, and by default autovacuum waits
  // for a fifth of a table to be dead; these tables are vacuumed within about a minute of any change
  // instead (autovacuum must be on, as it is by default: docs/operations.md, "Deleted means deleted").
  `ALTER TABLE enquiries ADD COLUMN corrected_at timestamptz;
   ALTER TABLE enquiries SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 0);
   ALTER TABLE outbox SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 0);
   ALTER TABLE ${RATE_LIMIT_TABLE} SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 0);`,
  // The reply promised beside the form: when it is due, when (and by whom) staff replied, the one
  // reminder when it is late (leased like the outbox), and the daily digest that names each
  // quarantined enquiry once (its Brisbane day as YYYY-MM-DD text, as in the SQLite store).
  `ALTER TABLE enquiries ADD COLUMN reply_due_at timestamptz, ADD COLUMN replied_at timestamptz, ADD COLUMN replied_by text,
     ADD COLUMN reminder_lease_until timestamptz, ADD COLUMN reminder_sent_at timestamptz, ADD COLUMN digested_on text;
   CREATE INDEX enquiries_reply_due ON enquiries (reply_due_at) WHERE replied_at IS NULL AND reminder_sent_at IS NULL;
   CREATE TABLE quarantine_digests (day text PRIMARY KEY, lease_until timestamptz NOT NULL, sent_at timestamptz);`,
  // The practice's own system hears of each enquiry by a signed webhook (webhook-worker.ts): one row
  // per webhook, leased like the outbox, going with its enquiry. No body is kept: an enquiry's is
  // made from the enquiry when sent; a status change's fields are cleared once delivered. Every
  // enquiry already kept (not quarantined) is queued, as a new one is.
  `CREATE TABLE webhooks (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     message_id text NOT NULL UNIQUE,
     enquiry_id uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
     type text NOT NULL CHECK (type IN ('enquiry.received', 'enquiry.status_changed')),
     occurred_at timestamptz NOT NULL,
     status_change jsonb,
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent')),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL,
     lease_until timestamptz,
     last_error text,
     sent_at timestamptz
   );
   CREATE INDEX webhooks_due ON webhooks (status, next_attempt_at);
   CREATE INDEX webhooks_enquiry ON webhooks (enquiry_id, id);
   ALTER TABLE webhooks SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 0);
   INSERT INTO webhooks (message_id, enquiry_id, type, occurred_at, next_attempt_at)
     SELECT 'msg_' || md5(random()::text || id::text), id, 'enquiry.received', received_at, received_at FROM enquiries WHERE NOT spam ORDER BY seq;`,
  // The staff inbox: where an enquiry stands and whose it is, staff notes (deleted with their
  // enquiry, vacuumed promptly like the enquiries), the folded text the search looks in
  // (search-key.ts; filled when the store opens), and the audit trail, which keeps no enquiry
  // content and outlives a deleted enquiry (its enquiry_id is text, not a reference).
  `ALTER TABLE enquiries ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'client', 'not-a-fit', 'spam')),
     ADD COLUMN assignee text, ADD COLUMN search_key text;
   UPDATE enquiries SET status = 'replied' WHERE replied_at IS NOT NULL;
   CREATE TABLE enquiry_notes (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     enquiry_id uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
     author text NOT NULL,
     at timestamptz NOT NULL,
     text text NOT NULL
   );
   CREATE INDEX enquiry_notes_enquiry ON enquiry_notes (enquiry_id);
   ALTER TABLE enquiry_notes SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 0);
   CREATE TABLE audit_events (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     at timestamptz NOT NULL,
     actor text NOT NULL,
     action text NOT NULL,
     enquiry_id text,
     detail text
   );
   CREATE INDEX audit_events_at ON audit_events (at);
   CREATE INDEX audit_events_enquiry ON audit_events (enquiry_id);
   CREATE INDEX audit_events_actor ON audit_events (actor);`,
  // The staff area's sessions, shared by every instance, keyed by the SHA-256 of the cookie's value
  // (a copy of the database yields no live cookie); and the sign-ins under way (state, nonce and
  // PKCE verifier, keyed by the hash of the browser's sign-in cookie). Times in epoch milliseconds.
  `CREATE TABLE staff_sessions (
     id_hash text PRIMARY KEY,
     email text NOT NULL,
     name text NOT NULL,
     created_at bigint NOT NULL,
     last_seen_at bigint NOT NULL
   );
   CREATE TABLE staff_sign_ins (
     id_hash text PRIMARY KEY,
     state text NOT NULL,
     nonce text NOT NULL,
     code_verifier text NOT NULL,
     return_to text NOT NULL,
     expires_at bigint NOT NULL
   );
   ALTER TABLE staff_sessions SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 0);
   ALTER TABLE staff_sign_ins SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 0);`,
];

/** pg_advisory_lock key shared by every instance that migrates this database ("enqu" in ASCII). */
const MIGRATION_LOCK_KEY = 0x656e7175;

/**
 * Brings the schema up to date under an advisory lock, so instances that start together migrate one
 * after the other; returns its version.
 */
export async function migrate(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  const onError = () => {}; // the awaited query rejects with the same error
  client.on("error", onError);
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const { rows } = await client.query<{ version: number | null }>(
        "SELECT max(version) AS version FROM schema_migrations",
      );
      for (let version = rows[0]?.version ?? 0; version < MIGRATIONS.length; version++) {
        await client.query("BEGIN");
        try {
          await client.query(MIGRATIONS[version] as string);
          await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version + 1]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK").catch(() => {});
          throw error;
        }
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
    client.release();
  } catch (error) {
    // A broken connection must not go back to the pool (nor keep the session lock).
    client.release(error as Error);
    throw error;
  } finally {
    client.removeListener("error", onError);
  }
  return MIGRATIONS.length;
}
