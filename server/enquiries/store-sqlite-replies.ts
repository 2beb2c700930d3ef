import type { SqliteDatabase } from "./sqlite-driver";
import { toEnquiry, type EnquiryRow } from "./store-rows";
import {
  claimDigest,
  claimReminders,
  markDigestFailed,
  markDigestSent,
  markReminderFailed,
  markReminderSent,
  markReplied,
  nameInDigest,
  newestFirst,
  overdueWhere,
  SELECT_ENQUIRIES,
  watchFigures,
  type WatchRow,
} from "./store-sql";
import { WATCH_COUNT_CAP, type StoredEnquiry, type WatchFigures } from "./store";

/**
 * The SQLite store's part in keeping the reply promise: the replied mark, the overdue list, the
 * one reminder per late enquiry and the daily quarantine digest. Each claim runs in one immediate
 * transaction, so a second connection (another process on the same file) waits and then sees it.
 */
export function sqliteReplyTracking(db: SqliteDatabase) {
  const statements = {
    get: db.prepare<[string], EnquiryRow>(`${SELECT_ENQUIRIES} WHERE e.id = ?`),
    watch: db.prepare<[{ now: string; cap: number }], WatchRow>(watchFigures("@now", "@cap")),
    overdue: db.prepare<[{ now: string; limit: number }], EnquiryRow>(
      `${SELECT_ENQUIRIES} WHERE ${overdueWhere("@now")} ${newestFirst("e.rowid")} LIMIT @limit`,
    ),
    replied: db.prepare(markReplied("?", "?", "?")),
    claimReminders: db.prepare<[{ leaseUntil: string; now: string; limit: number }], { id: string }>(
      claimReminders("@leaseUntil", "@now", "@limit", ""),
    ),
    reminderSent: db.prepare(markReminderSent("?", "?")),
    reminderFailed: db.prepare(markReminderFailed("?", "?")),
    claimDigest: db.prepare<[{ day: string; leaseUntil: string; now: string }], { day: string }>(
      claimDigest("@day", "@leaseUntil", "@now"),
    ),
    nameInDigest: db.prepare<[{ day: string }], { id: string }>(nameInDigest("@day")),
    digestSent: db.prepare(markDigestSent("?", "?")),
    digestFailed: db.prepare(markDigestFailed("?", "?")),
  };
  const read = (ids: readonly { id: string }[]): StoredEnquiry[] =>
    ids.flatMap(({ id }) => {
      const row = statements.get.get(id);
      return row ? [toEnquiry(row)] : [];
    });
  const claimRemindersNow = db.transaction((now: Date, limit: number, leaseMs: number) =>
    read(
      statements.claimReminders.all({
        leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
        now: now.toISOString(),
        limit,
      }),
    ),
  );
  const claimDigestNow = db.transaction((day: string, now: Date, leaseMs: number) => {
    const claimed = statements.claimDigest.get({
      day,
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      now: now.toISOString(),
    });
    if (!claimed) return undefined;
    return read(statements.nameInDigest.all({ day })).sort((a, b) => (a.receivedAt < b.receivedAt ? -1 : 1));
  });
  return {
    /** /metrics' figures (store.ts, WatchFigures), each counted over at most WATCH_COUNT_CAP rows. */
    watchFigures(now: Date): WatchFigures {
      const row = statements.watch.get({ now: now.toISOString(), cap: WATCH_COUNT_CAP });
      return {
        notificationsFailing: Number(row?.failing ?? 0),
        notificationsUnsent: Number(row?.unsent ?? 0),
        overdue: Number(row?.overdue ?? 0),
        webhooksUnsent: Number(row?.webhooks ?? 0),
      };
    },
    overdue: (now: Date, limit: number) => statements.overdue.all({ now: now.toISOString(), limit }).map(toEnquiry),
    markReplied(id: string, by: string | null, at: Date) {
      if (statements.replied.run(at.toISOString(), by, id).changes === 0) return undefined;
      const row = statements.get.get(id);
      return row && toEnquiry(row);
    },
    claimReminders: (now: Date, limit: number, leaseMs: number) => claimRemindersNow.immediate(now, limit, leaseMs),
    markReminderSent: (id: string, at: Date) => void statements.reminderSent.run(at.toISOString(), id),
    markReminderFailed: (id: string, retryAt: Date) => void statements.reminderFailed.run(retryAt.toISOString(), id),
    claimDigest: (day: string, now: Date, leaseMs: number) => claimDigestNow.immediate(day, now, leaseMs),
    markDigestSent: (day: string, at: Date) => void statements.digestSent.run(at.toISOString(), day),
    markDigestFailed: (day: string, retryAt: Date) => void statements.digestFailed.run(retryAt.toISOString(), day),
  };
}
