import type { Router } from "express";
import { ENQUIRY_TOKEN_PATH } from "../../../shared/lib/enquiry-api";
import type { FormTokens } from "../form-token";
import { methodNotAllowed } from "./http-errors";
import { sendJson } from "../../http/send";

/** GET /api/enquiries/token: the fill-time token the form with JavaScript fetches when it mounts. */
export function addTokenRoute(router: Router, tokens: FormTokens): void {
  router.get(ENQUIRY_TOKEN_PATH, (_req, res) => {
    sendJson(res, 200, { token: tokens.issue() });
  });
  router.all(ENQUIRY_TOKEN_PATH, methodNotAllowed("GET, HEAD"));
}
