import type { Server } from "node:http";
import type { EnquiryStore } from "../enquiries/store";
import { createHttpServer, SERVER_LIMITS } from "../http/node-server";
import type { Logger } from "../platform/logger";
import type { AuditSink } from "../enquiries/audit";
import { refusalPage } from "./pages";
import { REFUSALS } from "./refusals";
import { createStaffApp, type StaffApp, type StaffConfig } from "./staff-app";
import type { Router } from "express";

export interface StaffListener {
  readonly server: Server;
  readonly staff: StaffApp;
}

/** What the HTTP server itself answers (a request its parser refuses, 408, 431...), on the staff area's own page. */
function staffStatusPage(status: number): string {
  const failed = status >= 500 ? REFUSALS.failed : undefined;
  return refusalPage({
    ...(failed ?? {
      title: "The request could not be read",
      paragraphs: ["The staff area could not read this request; nothing was changed."],
    }),
    status,
  });
}

/**
 * The staff area's own HTTP server, in the same process as the public site and on the same store
 * (docs/decisions/013-staff-area-same-process.md), with the same connection limits as the public
 * listener (SERVER_LIMITS: slow or oversized clients cannot tie it up either).
 */
export function createStaffListener(options: {
  readonly config: StaffConfig;
  readonly store: EnquiryStore;
  readonly logger: Logger;
  readonly audit: AuditSink;
  readonly routers?: readonly Router[];
}): StaffListener {
  const logger = options.logger.child({ listener: "staff" });
  const staff = createStaffApp({ ...options, logger });
  const server = createHttpServer(staff.app, logger, { statusPage: staffStatusPage, limits: SERVER_LIMITS });
  return { server, staff };
}
