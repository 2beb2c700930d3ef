import type pg from "pg";
import type { SqliteDatabase } from "./sqlite-driver";
import { StoreUnavailableError } from "./store";

/**
 * The staff area's sessions and sign-ins under way, kept in the enquiry store so that every instance
 * sharing it sees one sign-out. Ids arrive already hashed (SHA-256 of the cookie's value): the store
 * never holds a value a browser could present.
 */
export interface StaffSessionStore {
  createSession(session: StaffSessionRow): Promise<void>;
  getSession(idHash: string): Promise<StaffSessionRow | undefined>;
  touchSession(idHash: string, at: number): Promise<void>;
  /** Ends one session; true when there was one. */
  deleteSession(idHash: string): Promise<boolean>;
  /** Deletes sessions idle since before `idleBefore` or created before `createdBefore`; returns who they were for. */
  sweepSessions(idleBefore: number, createdBefore: number): Promise<string[]>;
  putSignIn(signIn: SignInRow): Promise<void>;
  /** Takes (deletes and returns) a sign-in under way: one callback per sign-in, however often it is replayed. */
  takeSignIn(idHash: string): Promise<SignInRow | undefined>;
  /** Deletes sign-ins that expired before `now`. */
  sweepSignIns(now: number): Promise<number>;
}

export interface StaffSessionRow {
  readonly idHash: string;
  readonly email: string;
  readonly name: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly lastSeenAt: number;
}

export interface SignInRow {
  readonly idHash: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  /** The staff path to return to once signed in. */
  readonly returnTo: string;
  readonly expiresAt: number;
}

interface SessionColumns {
  id_hash: string;
  email: string;
  name: string;
  created_at: number | string;
  last_seen_at: number | string;
}
interface SignInColumns {
  id_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  expires_at: number | string;
}

// PostgreSQL's bigint arrives as text.
const toSession = (row: SessionColumns): StaffSessionRow => ({
  idHash: row.id_hash,
  email: row.email,
  name: row.name,
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
});
const toSignIn = (row: SignInColumns): SignInRow => ({
  idHash: row.id_hash,
  state: row.state,
  nonce: row.nonce,
  codeVerifier: row.code_verifier,
  returnTo: row.return_to,
  expiresAt: Number(row.expires_at),
});

/** Statements both stores run, with placeholders `p(n)` in each database's style. */
function statements(p: (n: number) => string) {
  return {
    createSession: `INSERT INTO staff_sessions (id_hash, email, name, created_at, last_seen_at) VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)})`,
    getSession: `SELECT id_hash, email, name, created_at, last_seen_at FROM staff_sessions WHERE id_hash = ${p(1)}`,
    touchSession: `UPDATE staff_sessions SET last_seen_at = ${p(1)} WHERE id_hash = ${p(2)} AND last_seen_at < ${p(1)}`,
    deleteSession: `DELETE FROM staff_sessions WHERE id_hash = ${p(1)}`,
    sweepSessions: `DELETE FROM staff_sessions WHERE last_seen_at < ${p(1)} OR created_at < ${p(2)} RETURNING email`,
    putSignIn: `INSERT INTO staff_sign_ins (id_hash, state, nonce, code_verifier, return_to, expires_at) VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)})`,
    takeSignIn: `DELETE FROM staff_sign_ins WHERE id_hash = ${p(1)} RETURNING id_hash, state, nonce, code_verifier, return_to, expires_at`,
    sweepSignIns: `DELETE FROM staff_sign_ins WHERE expires_at < ${p(1)}`,
  };
}

/** Named parameters p1, p2... for better-sqlite3, in the order the statements number them. */
const named = (...values: unknown[]) => Object.fromEntries(values.map((value, index) => [`p${index + 1}`, value]));

/** The SQLite store's sessions, on its own connection. */
export function sqliteStaffSessions(db: SqliteDatabase): StaffSessionStore {
  const sql = statements((n) => `@p${n}`);
  const prepared = {
    createSession: db.prepare(sql.createSession),
    getSession: db.prepare<[Record<string, unknown>], SessionColumns>(sql.getSession),
    touchSession: db.prepare(sql.touchSession),
    deleteSession: db.prepare(sql.deleteSession),
    sweepSessions: db.prepare<[Record<string, unknown>], { email: string }>(sql.sweepSessions),
    putSignIn: db.prepare(sql.putSignIn),
    takeSignIn: db.prepare<[Record<string, unknown>], SignInColumns>(sql.takeSignIn),
    sweepSignIns: db.prepare(sql.sweepSignIns),
  };
  return {
    createSession: async (s) =>
      void prepared.createSession.run(named(s.idHash, s.email, s.name, s.createdAt, s.lastSeenAt)),
    getSession: async (idHash) => {
      const row = prepared.getSession.get(named(idHash));
      return row && toSession(row);
    },
    touchSession: async (idHash, at) => void prepared.touchSession.run(named(at, idHash)),
    deleteSession: async (idHash) => prepared.deleteSession.run(named(idHash)).changes > 0,
    sweepSessions: async (idleBefore, createdBefore) =>
      prepared.sweepSessions.all(named(idleBefore, createdBefore)).map((row) => row.email),
    putSignIn: async (s) =>
      void prepared.putSignIn.run(named(s.idHash, s.state, s.nonce, s.codeVerifier, s.returnTo, s.expiresAt)),
    takeSignIn: async (idHash) => {
      const row = prepared.takeSignIn.get(named(idHash));
      return row && toSignIn(row);
    },
    sweepSignIns: async (now) => prepared.sweepSignIns.run(named(now)).changes,
  };
}

/** The PostgreSQL store's sessions, on its pool. */
export function postgresStaffSessions(pool: pg.Pool): StaffSessionStore {
  const sql = statements((n) => `$${n}`);
  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[]) => {
    try {
      return await pool.query<Row>(text, values);
    } catch (error) {
      throw new StoreUnavailableError(`The enquiry store failed: ${(error as Error).message}`, { cause: error });
    }
  };
  return {
    createSession: async (s) =>
      void (await query(sql.createSession, [s.idHash, s.email, s.name, s.createdAt, s.lastSeenAt])),
    getSession: async (idHash) => {
      const { rows } = await query<SessionColumns>(sql.getSession, [idHash]);
      return rows[0] && toSession(rows[0]);
    },
    touchSession: async (idHash, at) => void (await query(sql.touchSession, [at, idHash])),
    deleteSession: async (idHash) => ((await query(sql.deleteSession, [idHash])).rowCount ?? 0) > 0,
    sweepSessions: async (idleBefore, createdBefore) =>
      (await query<{ email: string }>(sql.sweepSessions, [idleBefore, createdBefore])).rows.map((row) => row.email),
    putSignIn: async (s) =>
      void (await query(sql.putSignIn, [s.idHash, s.state, s.nonce, s.codeVerifier, s.returnTo, s.expiresAt])),
    takeSignIn: async (idHash) => {
      const { rows } = await query<SignInColumns>(sql.takeSignIn, [idHash]);
      return rows[0] && toSignIn(rows[0]);
    },
    sweepSignIns: async (now) => (await query(sql.sweepSignIns, [now])).rowCount ?? 0,
  };
}
