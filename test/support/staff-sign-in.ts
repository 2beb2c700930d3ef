// Signing in to the staff app in-process (supertest) through a real provider: the Cookie headers
// are passed by hand, as supertest's jar would not send Secure cookies over http.
import type { Express } from "express";
import request from "supertest";
import { expect } from "vitest";
import { signInAtProvider } from "./oidc-provider";

export const SESSION_COOKIE = "__Host-staff";
export const SIGN_IN_COOKIE = "__Host-staff-sign-in";

/** The value a response sets for `name`, or undefined (an emptied cookie counts as undefined). */
export function cookieSet(
  response: { headers: Record<string, unknown> },
  name: string,
): { value: string; line: string } | undefined {
  const lines = ([] as string[]).concat((response.headers["set-cookie"] as string[] | string | undefined) ?? []);
  const line = lines.find((candidate) => candidate.startsWith(`${name}=`));
  const value = line?.slice(name.length + 1).split(";")[0];
  return line && value ? { value, line } : undefined;
}

export interface SignInAttempt {
  /** The callback's answer. */
  readonly response: request.Response;
  /** The callback URL the provider sent the browser to (path and query). */
  readonly callbackPath: string;
  readonly signInCookie: string;
  /** The session cookie's value when the sign-in succeeded. */
  readonly session: string | undefined;
}

/**
 * Starts a sign-in at the staff app, signs in at the provider as `login` and brings the provider's
 * answer back to the app's callback. `changeAuthorization` alters the authorization URL first (to
 * ask the provider as another client).
 */
export async function signInThrough(
  app: Express,
  issuer: string,
  login: string,
  changeAuthorization?: (url: URL) => void,
): Promise<SignInAttempt> {
  const started = await request(app).get("/sign-in");
  expect(started.status, started.text).toBe(303);
  const signInCookie = cookieSet(started, SIGN_IN_COOKIE)?.value;
  expect(signInCookie).toBeDefined();
  const authorization = new URL(started.headers.location as string);
  changeAuthorization?.(authorization);
  const callback = await signInAtProvider(issuer, authorization.href, login);
  const callbackPath = `${callback.pathname}${callback.search}`;
  const response = await request(app).get(callbackPath).set("Cookie", `${SIGN_IN_COOKIE}=${signInCookie}`);
  return {
    response,
    callbackPath,
    signInCookie: signInCookie as string,
    session: cookieSet(response, SESSION_COOKIE)?.value,
  };
}

export const withSession = (session: string) => `${SESSION_COOKIE}=${session}`;
