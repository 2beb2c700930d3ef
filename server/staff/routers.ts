import type { Router } from "express";
import type { AuditSink } from "../enquiries/audit";
import type { EnquiryStore } from "../enquiries/store";
import { queueStatusWebhook } from "../enquiries/webhook-payload";
import { createInboxRouter } from "./inbox";

export interface StaffRouterOptions {
  readonly store: EnquiryStore;
  readonly audit: AuditSink;
}

/**
 * The routers the staff listener mounts for signed-in staff, in order: the inbox and the audit
 * trail. The public port's test asks for every path they route. A status staff set is also queued
 * for the practice's own system (a webhook event of its own, sent once the enquiry has been).
 */
export function staffRouters({ store, audit }: StaffRouterOptions): Router[] {
  const inbox = createInboxRouter({
    store,
    audit,
    onStatusChange: async (enquiry, _previous, by) => {
      await queueStatusWebhook(store, { enquiryId: enquiry.id, status: enquiry.status, by: by.name || by.email, at: new Date() });
    },
  });
  return [inbox];
}
