import { useCallback, useEffect, useRef } from "react";
import { ENQUIRY_TOKEN_PATH, type FormTokenResponse } from "../lib/enquiry-api";

/** A token is fetched again once it is this old, well inside the server's 24 hours. */
const TOKEN_REFRESH_MS = 60 * 60 * 1000;
const TOKEN_CHECK_INTERVAL_MS = 5 * 60 * 1000;

interface HeldToken {
  readonly value: string;
  readonly receivedAt: number;
}

/**
 * The enquiry form's fill-time token: the one a re-rendered form was sent with, or else one fetched
 * once the form is live, fetched again before it grows old. `token.current` is undefined until one
 * arrives, and after the sender spends it.
 */
export function useFormToken(seedToken: string | undefined) {
  const token = useRef<HeldToken | undefined>(undefined);

  const loadToken = useCallback(async (): Promise<HeldToken> => {
    const response = await fetch(ENQUIRY_TOKEN_PATH, { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) throw new Error(`token request answered ${response.status}`);
    const { token: value } = (await response.json()) as FormTokenResponse;
    token.current = { value, receivedAt: Date.now() };
    return token.current;
  }, []);

  // The page is cached and the same for everyone, so the token comes from the API once the form is live.
  useEffect(() => {
    if (seedToken) token.current = { value: seedToken, receivedAt: Date.now() };
    else loadToken().catch(() => {}); // Tried again when the visitor sends.
    const timer = window.setInterval(() => {
      if (!token.current || Date.now() - token.current.receivedAt > TOKEN_REFRESH_MS) loadToken().catch(() => {});
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [loadToken, seedToken]);

  return { token, loadToken };
}
