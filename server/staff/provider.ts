import * as oidc from "openid-client";
import { isLoopbackUrl } from "../platform/config";
import type { Logger } from "../platform/logger";

export interface ProviderSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** `${STAFF_URL}/auth/callback`, as registered with the provider. */
  readonly redirectUri: string;
}

/** The provider cannot be reached (discovery failed): sign-in waits, the public site does not. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ProviderUnavailableError";
  }
}

/** What a sign-in keeps between leaving for the provider and coming back. */
export interface SignInChecks {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

export interface VerifiedClaims {
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly name: string | undefined;
}

const RETRY_MS = 30_000;

/**
 * The practice's identity provider, through openid-client: discovery once it answers (tried at
 * start, then every 30 s, and again on a sign-in, until it succeeds), the authorization URL with
 * PKCE, state and nonce, and the code exchange, whose ID token openid-client verifies (signature,
 * issuer, audience, nonce, expiry) before any claim is read.
 */
export function createProvider(settings: ProviderSettings, logger: Logger) {
  let configuration: oidc.Configuration | undefined;
  let discovering: Promise<oidc.Configuration> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  // Plain http only for a provider on this machine (the tests' own); config.ts refuses it elsewhere.
  const insecure = new URL(settings.issuer).protocol === "http:" && isLoopbackUrl(settings.issuer);

  const discover = (): Promise<oidc.Configuration> => {
    if (configuration) return Promise.resolve(configuration);
    discovering ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        },
      )
      .then((found) => {
        configuration = found;
        logger.info({ issuer: settings.issuer }, "staff sign-in: identity provider discovered");
        return found;
      })
      .catch((error: unknown) => {
        discovering = undefined;
        const reason = error instanceof Error ? error.message : String(error);
        logger.error(
          { issuer: settings.issuer, reason },
          `staff sign-in: cannot reach the identity provider at OIDC_ISSUER (${settings.issuer}): ${reason}; trying again in 30 s (staff cannot sign in until it answers; the public site is unaffected)`,
        );
        if (!stopped && !retry) {
          retry = setTimeout(() => {
            retry = undefined;
            void discover().catch(() => undefined);
          }, RETRY_MS);
          retry.unref();
        }
        throw new ProviderUnavailableError(`the identity provider at ${settings.issuer} cannot be reached: ${reason}`, {
          cause: error,
        });
      });
    return discovering;
  };

  return {
    start: () => void discover().catch(() => undefined),
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
    },
    async authorizationUrl(checks: SignInChecks): Promise<URL> {
      const found = await discover();
      return oidc.buildAuthorizationUrl(found, {
        redirect_uri: settings.redirectUri,
        scope: "openid email profile",
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
      });
    },
    /** Exchanges the code in `callbackUrl` and returns the verified ID token's claims; throws on any mismatch or provider error. */
    async exchange(callbackUrl: URL, checks: SignInChecks): Promise<VerifiedClaims> {
      const found = await discover();
      const tokens = await oidc.authorizationCodeGrant(found, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("the provider returned no ID token");
      return {
        email: typeof claims.email === "string" ? claims.email : undefined,
        // Only the boolean true counts: a provider that sends "true" as text, or nothing, has not said it checked.
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === "string" ? claims.name : undefined,
      };
    },
  };
}

export type IdentityProvider = ReturnType<typeof createProvider>;
