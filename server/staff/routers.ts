import type { Router } from "express";
import type { AuditSink } from "../enquiries/audit";
import type { EnquiryStore } from "../enquiries/store";
import { queueStatusWebhook } from "../enquiries/webhook-payload";
import { join } from "node:path";
import type { AuthoringPublisher } from "../authoring";
import { previewRouter } from "../authoring";
import { createAuthoringRouter } from "./authoring";
import { createInboxRouter } from "./inbox";

export interface StaffRouterOptions {
  readonly store: EnquiryStore;
  readonly audit: AuditSink;
  /** Content authoring (/author): the checkout authors edit (the one whose dist/ is served), its publisher, and who may use it (AUTHOR_EMAILS). */
  readonly authoring?: {
    readonly root: string;
    readonly publisher: AuthoringPublisher;
    readonly authorEmails: readonly string[];
  };
}

/**
 * The routers the staff listener mounts for signed-in staff, in order: content authoring (first, so
 * the inbox knows whether to show authors the way in), the inbox and the audit trail. The public port's test asks for every path they route. A status staff set is also queued
 * for the practice's own system (a webhook event of its own, sent once the enquiry has been).
 */
export function staffRouters({ store, audit, authoring }: StaffRouterOptions): Router[] {
  const inbox = createInboxRouter({
    store,
    audit,
    onStatusChange: async (enquiry, _previous, by) => {
      await queueStatusWebhook(store, {
        enquiryId: enquiry.id,
        status: enquiry.status,
        by: by.name || by.email,
        at: new Date(),
      });
    },
  });
  if (!authoring) return [inbox];
  const { root, publisher, authorEmails } = authoring;
  const authoringRouter = createAuthoringRouter({
    repository: publisher.repository,
    publisher,
    previews: previewRouter(publisher),
    audit,
    authorEmails,
    publicDir: join(root, "public"),
    editorScript: join(root, "dist", "staff", "author-editor.js"),
  });
  return [authoringRouter, inbox];
}
