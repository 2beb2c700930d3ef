// A real OpenID Connect provider (oidc-provider) on 127.0.0.1, for tests of the staff sign-in: the
// accounts and their claims are the test's own, and the provider signs, checks and refuses as a
// production identity provider would (discovery, PKCE, client authentication, ID token audience).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type ClientMetadata, type Configuration } from "oidc-provider";

export interface TestAccount {
  readonly email: string;
  readonly emailVerified: boolean;
  readonly name: string;
}

export interface TestClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUris: readonly string[];
}

export interface TestProvider {
  /** The issuer, e.g. http://127.0.0.1:40123 (http: the staff app allows that for loopback hosts only). */
  readonly issuer: string;
  /** Sets (or replaces) the account signing in with `login` on the provider's login page. */
  addAccount(login: string, account: TestAccount): void;
  close(): Promise<void>;
}

/**
 * Starts the provider with `clients` registered (another application of the same tenant among them,
 * for a wrong-audience test). Its own login page (oidc-provider's development
 * interactions) takes any password; the login name picks the account. Consent is implied for
 * registered clients, as a workforce tenant grants its own applications.
 */
export async function startTestProvider(
  clients: readonly TestClient[],
  accounts: Readonly<Record<string, TestAccount>> = {},
  { port = 0 }: { readonly port?: number } = {},
): Promise<TestProvider> {
  const known = new Map(Object.entries(accounts));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const registered = clients.map(toMetadata);
  // Its warnings that the in-memory storage, the generated keys and the development login page are
  // not for production are true and expected here: a test that starts one keeps its console clean.
  const warn = console.warn;
  console.warn = () => {};
  let provider: Provider;
  try {
    provider = new Provider(issuer, providerConfiguration(registered, known));
  } finally {
    console.warn = warn;
  }
  provider.on("server_error", (_ctx: unknown, error: Error) => console.error("test OpenID provider error:", error));
  server.on("request", provider.callback());
  return {
    issuer,
    addAccount: (login, account) => void known.set(login, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function toMetadata(client: TestClient): ClientMetadata {
  return {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: [...client.redirectUris],
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
  };
}

function providerConfiguration(clients: ClientMetadata[], accounts: Map<string, TestAccount>): Configuration {
  return {
    clients,
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["test-provider-cookie-key-not-a-secret"] },
    features: { devInteractions: { enabled: true } },
    // The claims in the ID token itself, as Entra and Google put them, rather than only at the userinfo endpoint.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      grant.addOIDCClaims(["email", "email_verified", "name"]);
      await grant.save();
      return grant;
    },
  };
}

/** A minimal cookie jar for one user agent talking to the provider (fetch keeps none). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Plays the browser at the provider: opens `authorizationUrl`, signs in on its login page as
 * `login`, and follows the provider's redirects until one leaves the provider (to the client's
 * redirect URI). Returns that URL, with its `code` and `state` (or `error`).
 */
export async function signInAtProvider(issuer: string, authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Jar();
  let url = new URL(authorizationUrl);
  let loggedIn = false;
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url);
      if (url.origin !== new URL(issuer).origin) return url;
      continue;
    }
    if (response.status !== 200 || loggedIn)
      throw new Error(`the test provider answered ${response.status} at ${url.href}: ${await response.text()}`);
    await response.text();
    // The login page: its form posts to the interaction's own URL.
    const posted = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "login", login, password: "any" }).toString(),
    });
    jar.take(posted);
    loggedIn = true;
    const next = posted.headers.get("location");
    if (!next) throw new Error(`the test provider's login answered ${posted.status}: ${await posted.text()}`);
    url = new URL(next, url);
  }
  throw new Error("the test provider redirected too many times");
}
