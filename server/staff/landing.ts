import { Router } from "express";
import { landingPage } from "./pages";
import { staffOf } from "./request-checks";

/** `/inbox` until the inbox's own router takes it: who is signed in, and the sign-out button. */
export function landingRouter(): Router {
  const router = Router();
  router.get("/inbox", (_req, res) => {
    const staff = staffOf(res);
    if (staff) res.type("html").send(landingPage(staff));
  });
  return router;
}
