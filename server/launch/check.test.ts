import { describe, expect, it } from "vitest";
import type { Practice } from "../../shared/content/practice-schema";
import { COMPLETE_PRACTICE, PRODUCTION_ENV } from "../../test/support/practice-fixtures";
import { checkLaunch, launchFindings, SHIPPED_STAND_INS } from "./check";

describe("launch check", () => {
  /** A complete identity with every value the project ships as a stand-in put back. */
  const withStandIns = (): Practice => {
    const practice = structuredClone(COMPLETE_PRACTICE) as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(SHIPPED_STAND_INS)) {
      const keys = field.split(".");
      const parent = keys.slice(0, -1).reduce((object, key) => object[key] as Record<string, unknown>, practice);
      parent[keys.at(-1) ?? ""] = value;
    }
    return practice as unknown as Practice;
  };

  it("lists every stand-in of the shipped identity and each missing setting", () => {
    const findings = launchFindings(withStandIns(), {});
    for (const [field, value] of Object.entries(SHIPPED_STAND_INS))
      expect(
        findings.filter((finding) => finding.startsWith(`practice.json ${field} is still the stand-in "${value}"`)),
      ).toHaveLength(1);
    expect(findings).toContain(
      "SITE_URL is not set: canonical links, the sitemap, the feed and share tags would point at http://localhost:3000",
    );
    expect(findings).toContain(
      "SMTP_URL is not set: enquiries would be stored but no notification would ever be mailed",
    );
    expect(findings).toContain("ENQUIRY_TO is not set: enquiry notifications would have no one to go to");
    expect(findings).toContainEqual(
      expect.stringMatching(
        /^the site promises no reply time while SMTP_URL or ENQUIRY_TO is unset .*replies as soon as it can/,
      ),
    );
    expect(findings).toHaveLength(Object.keys(SHIPPED_STAND_INS).length + 4);
  });

  it("lists the reply-time promise as off when only one of SMTP_URL and ENQUIRY_TO is set, and not once both are", () => {
    const promiseOff = (env: NodeJS.ProcessEnv) =>
      launchFindings(COMPLETE_PRACTICE, env).filter((finding) => finding.startsWith("the site promises no reply time"));
    expect(promiseOff({ ...PRODUCTION_ENV, ENQUIRY_TO: "" })).toHaveLength(1);
    expect(promiseOff({ ...PRODUCTION_ENV, SMTP_URL: "" })).toHaveLength(1);
    expect(promiseOff(PRODUCTION_ENV)).toEqual([]);
  });

  it("finds nothing with a complete identity and production settings", () => {
    expect(launchFindings(COMPLETE_PRACTICE, PRODUCTION_ENV)).toEqual([]);
  });

  it.each([
    ["an http SITE_URL", { SITE_URL: "http://harbourline.test" }, "SITE_URL uses http: rather than https:"],
    ["a localhost SITE_URL", { SITE_URL: "https://localhost:3000" }, "SITE_URL points at this machine"],
    [
      "a remote database without TLS",
      { DATABASE_URL: "postgres://db.internal/site", FORM_TOKEN_SECRET: "x".repeat(32) },
      "DATABASE_URL reaches db.internal without TLS",
    ],
    ["an invalid setting", { PORT: "eighty" }, "configuration: PORT:"],
    [
      "a retention period the privacy policy does not state (the server refuses to start with it)",
      { ENQUIRY_RETENTION_DAYS: "365" },
      "configuration: ENQUIRY_RETENTION_DAYS: is no longer a setting: enquiries are kept for the 730 days the privacy policy states",
    ],
  ])("flags %s", (_name, env, expected) => {
    const findings = launchFindings(COMPLETE_PRACTICE, { ...PRODUCTION_ENV, ...env });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain(expected);
  });

  // The generated secret is kept in the database, which every instance shares.
  it("takes a database without FORM_TOKEN_SECRET as ready: instances share the secret kept in it", () => {
    expect(
      launchFindings(COMPLETE_PRACTICE, {
        ...PRODUCTION_ENV,
        DATABASE_URL: "postgres://db.internal/site?sslmode=verify-full",
      }),
    ).toEqual([]);
  });

  it("accepts a local database without TLS, and a remote one with it", () => {
    const secret = { FORM_TOKEN_SECRET: "x".repeat(32) };
    expect(
      launchFindings(COMPLETE_PRACTICE, { ...PRODUCTION_ENV, ...secret, DATABASE_URL: "postgres://localhost/site" }),
    ).toEqual([]);
    expect(
      launchFindings(COMPLETE_PRACTICE, {
        ...PRODUCTION_ENV,
        ...secret,
        DATABASE_URL: "postgres://db.internal/site?sslmode=require",
      }),
    ).toEqual([]);
  });

  it("flags an address on a reserved example domain even when it is not the shipped one", () => {
    const findings = launchFindings(
      { ...COMPLETE_PRACTICE, enquiriesEmail: "hello@counsel.example.net.au" },
      PRODUCTION_ENV,
    );
    expect(findings).toEqual([
      'practice.json enquiriesEmail is on a reserved example domain: "hello@counsel.example.net.au"',
    ]);
  });

  // The providers the policy names and the legal practitioner director.
  it("flags the stand-in director and each stand-in provider, wherever it sits in the list", () => {
    const director = SHIPPED_STAND_INS.legalPractitionerDirector;
    expect(launchFindings({ ...COMPLETE_PRACTICE, legalPractitionerDirector: director }, PRODUCTION_ENV)).toEqual([
      `practice.json legalPractitionerDirector is still the stand-in "${director}"`,
    ]);
    const mail = SHIPPED_STAND_INS["serviceProviders.1.name"];
    const hosting = SHIPPED_STAND_INS["serviceProviders.0.name"];
    const providers = [
      { role: "email", name: mail, countries: ["Australia", "United States"] },
      { role: "website hosting", name: hosting.toLowerCase(), countries: ["Australia"] },
    ];
    expect(launchFindings({ ...COMPLETE_PRACTICE, serviceProviders: providers }, PRODUCTION_ENV)).toEqual([
      `practice.json serviceProviders.0.name is still the stand-in "${mail}": name the real email provider and the countries where it holds personal information`,
      `practice.json serviceProviders.1.name is still the stand-in "${hosting}": name the real website hosting provider and the countries where it holds personal information`,
    ]);
  });

  it("flags the liability notice on without a scheme, and only then", () => {
    const on = (schemeName: string | null) => ({
      ...COMPLETE_PRACTICE,
      limitedLiabilityScheme: { participates: true, schemeName },
    });
    expect(launchFindings(on(null), PRODUCTION_ENV)).toEqual([
      expect.stringContaining("limitedLiabilityScheme.participates is true without a schemeName"),
    ]);
    expect(launchFindings(on("The Law Society Professional Standards Scheme"), PRODUCTION_ENV)).toEqual([]);
  });

  it("is never ready for an identity the build refuses: it applies the build's schema first", () => {
    expect(checkLaunch(COMPLETE_PRACTICE, PRODUCTION_ENV)).toEqual([]);
    const findings = checkLaunch({ ...COMPLETE_PRACTICE, abn: "11 123 456 781" }, PRODUCTION_ENV);
    expect(findings).toEqual([expect.stringMatching(/^practice\.json: abn: .*checksum.*the build refuses it$/)]);
  });

  it("warns when a trusted proxy is configured but the port listens on every interface", () => {
    const warning = expect.stringMatching(/^TRUST_PROXY is 1 but HOST is 0\.0\.0\.0: .*HOST=127\.0\.0\.1/);
    expect(launchFindings(COMPLETE_PRACTICE, { ...PRODUCTION_ENV, TRUST_PROXY: "1", HOST: "" })).toEqual([warning]);
    expect(launchFindings(COMPLETE_PRACTICE, { ...PRODUCTION_ENV, TRUST_PROXY: "1", HOST: "127.0.0.1" })).toEqual([]);
    expect(launchFindings(COMPLETE_PRACTICE, { ...PRODUCTION_ENV, TRUST_PROXY: "0", HOST: "0.0.0.0" })).toEqual([]);
  });
});
