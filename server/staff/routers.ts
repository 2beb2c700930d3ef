import type { Router } from "express";
import { landingRouter } from "./landing";

/**
 * The routers the staff listener mounts for signed-in staff, in order. The inbox, the audit trail
 * and the metrics join this list; the public port's test asks for every path they route.
 */
export function staffRouters(): Router[] {
  return [landingRouter()];
}
