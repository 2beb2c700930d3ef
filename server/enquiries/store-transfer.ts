/**
 * Every row of a store as it is held, for moving a SQLite store into PostgreSQL
 * (`npm run enquiries -- copy-to-postgres`): enquiries with what the checks and idempotency keep,
 * and each one's notification as far as it got.
 */
export interface TransferredEnquiry {
  readonly id: string;
  readonly receivedAt: string;
  readonly name: string;
  readonly company: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  readonly businessSize: string;
  /** JSON text of the list of priorities. */
  readonly priorities: string;
  readonly message: string;
  readonly spam: boolean;
  readonly spamReason: string | null;
  readonly clientHash: string | null;
  readonly idempotencyKey: string | null;
  readonly formToken: string | null;
  readonly requestHash: string | null;
  /** When staff last corrected it (ISO), or null. */
  readonly correctedAt: string | null;
  readonly notification: {
    /** A send left mid-way is pending again in its new home: nothing claims it there. */
    readonly status: "pending" | "sent" | "failed";
    readonly attempts: number;
    readonly nextAttemptAt: string;
    readonly lastError: string | null;
    readonly sentAt: string | null;
  } | null;
}

export interface TransferResult {
  readonly copied: number;
  readonly alreadyThere: number;
  /** Of those copied, notifications not yet sent: the server's outbox worker sends them from PostgreSQL. */
  readonly toSend: number;
}
