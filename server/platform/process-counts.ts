/**
 * What this process has done since it started, counted where it happens and read by the staff
 * listener's /metrics. The counts live on globalThis: every publish loads the site's code again as a
 * module of its own (docs/decisions/011), and a count kept in a module would start again from zero
 * with each build while the process, and Prometheus's view of it, goes on.
 */
export interface ProcessCounts {
  /** Enquiries stored (not retries of one already stored), by whether they were quarantined. */
  readonly enquiriesStored: { quarantined: number; notQuarantined: number };
  /** Enquiry notifications the mail server accepted. */
  notificationsSent: number;
  /** Attempts to mail a notification that failed (each is tried again). */
  notificationFailures: number;
  /** Per-request renders refused because the render bound was spent (503, Retry-After). */
  renderRefusals: number;
  /** Requests the public listener answered, by status class: index 1 is 1xx, 5 is 5xx. */
  readonly publicRequests: StatusClassCounts;
}

/** Requests by status class: one increment per request, on the path every held page takes. */
export class StatusClassCounts {
  readonly byClass = new Float64Array(6);

  add(status: number): void {
    const statusClass = (status / 100) | 0;
    if (statusClass >= 1 && statusClass <= 5) this.byClass[statusClass] = (this.byClass[statusClass] ?? 0) + 1;
  }
}

const KEY = Symbol.for("your-counsel-site.process-counts");

export function processCounts(): ProcessCounts {
  const holder = globalThis as { [KEY]?: ProcessCounts };
  holder[KEY] ??= {
    enquiriesStored: { quarantined: 0, notQuarantined: 0 },
    notificationsSent: 0,
    notificationFailures: 0,
    renderRefusals: 0,
    publicRequests: new StatusClassCounts(),
  };
  return holder[KEY];
}
