import { EngagementFileError, parseEngagement, unsetEngagementFigures } from "../../shared/content/engagement-schema";
import { ConfigError, loadConfig } from "../platform/config";
import { parsePractice, PracticeFileError, type Practice } from "../../shared/content/practice-schema";
import {
  confirmationFindings,
  confirmationQuestions,
  readConfirmations,
  runsInContainer,
  type Actor,
  type Confirmations,
} from "./confirmations";
import { staleRateFindings } from "./rate-freshness";
import { contentFindingsByActor } from "./content-findings";
import { launchWordingFindings } from "./launch-wording";
import { reachFindings } from "./reach-findings";
import type { PlansFile } from "../plans/plans-schema";
import type { Person } from "../team/person";

/**
 * What would embarrass the practice in production, one sentence each: stand-in identity values,
 * and settings that would leave links pointing at localhost or enquiries reaching nobody.
 * `npm run launch-check` prints them (./cli.ts); a production start logs them.
 */

/**
 * The invented values shipped in shared/content/practice.json. The trading name, the relationship
 * phrase, the locality, the postcode, parentFirm.ownsPractice, the providers' countries and the
 * scheme (the Queensland Law Society's, which the practice may well join) are left out: they may well
 * be the practice's real ones. A stand-in provider is flagged by its name, wherever it sits in the list.
 */
export const SHIPPED_STAND_INS = {
  legalName: "Your Counsel Legal Pty Ltd",
  acn: "123 456 780",
  abn: "11 123 456 780",
  "parentFirm.name": "Example Law Group",
  "parentFirm.url": "https://example.com/",
  "address.careOf": "Example Law Group",
  "address.street": "1 Example Street, Brisbane Technology Park",
  legalPractitionerDirector: "Example Director",
  answeredBy: "Example Director, our legal practitioner director",
  enquiriesEmail: "enquiries@example.com",
  privacyOfficerEmail: "privacy@example.com",
  "serviceProviders.0.name": "Example Hosting Pty Ltd",
  "serviceProviders.1.name": "Example Mail Pty Ltd",
  takingClientsFrom: "2026-03-02",
} as const;

type StandInField = keyof typeof SHIPPED_STAND_INS;

const PROVIDER_NAME = /^serviceProviders\.\d+\.name$/;

/** Domains reserved for documentation (RFC 2606): never a real practice's address. */
const RESERVED_DOMAIN = /(^|\.)example(\.(com|net|org))?(\.au)?$/i;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]", "0.0.0.0"]);
const TLS_SSLMODES = new Set(["require", "verify-ca", "verify-full"]);

const fieldValue = (practice: Practice, field: StandInField): string | null | undefined =>
  field.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], practice) as
    string | null | undefined;

const sameValue = (a: string, b: string) => a.replace(/\s/g, "").toLowerCase() === b.replace(/\s/g, "").toLowerCase();

function domainOf(value: string): string {
  if (value.includes("@")) return value.slice(value.lastIndexOf("@") + 1);
  try {
    return new URL(value).hostname;
  } catch {
    return "";
  }
}

function identityFindings(practice: Practice): string[] {
  const findings: string[] = [];
  for (const [field, standIn] of Object.entries(SHIPPED_STAND_INS) as [StandInField, string][]) {
    if (PROVIDER_NAME.test(field)) continue;
    const value = fieldValue(practice, field);
    if (typeof value === "string" && sameValue(value, standIn))
      findings.push(`practice.json ${field} is still the stand-in "${standIn}"`);
    else if (typeof value === "string" && RESERVED_DOMAIN.test(domainOf(value)))
      findings.push(`practice.json ${field} is on a reserved example domain: "${value}"`);
  }
  // The privacy policy and the form name these providers and their countries (APP 1.4(g), 5.2(j)).
  const providerStandIns = Object.entries(SHIPPED_STAND_INS).filter(([field]) => PROVIDER_NAME.test(field));
  practice.serviceProviders.forEach((provider, index) => {
    const standIn = providerStandIns.find(([, name]) => sameValue(provider.name, name));
    if (standIn) {
      findings.push(
        `practice.json serviceProviders.${index}.name is still the stand-in "${standIn[1]}": name the real ${provider.role} provider and the countries where it holds personal information`,
      );
    }
  });
  findings.push(...reachFindings(practice));
  const scheme = practice.limitedLiabilityScheme;
  if (scheme.participates && !scheme.schemeName) {
    findings.push(
      "practice.json limitedLiabilityScheme.participates is true without a schemeName: the liability notice may be shown only under an approved scheme; name it or set participates to false",
    );
  }
  return findings;
}

function siteUrlFindings(raw: string | undefined): string[] {
  if (!raw)
    return [
      "SITE_URL is not set: canonical links, the sitemap, the feed and share tags would point at http://localhost:3000",
    ];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return [`SITE_URL is not a URL: "${raw}"`];
  }
  const findings: string[] = [];
  if (url.protocol !== "https:") findings.push(`SITE_URL uses ${url.protocol} rather than https: ("${raw}")`);
  if (LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost"))
    findings.push(`SITE_URL points at this machine ("${raw}")`);
  return findings;
}

// No finding for FORM_TOKEN_SECRET unset with DATABASE_URL: the generated secret is kept in the
// database, so every instance sharing it signs and accepts the same tokens.
function databaseFindings(raw: string | undefined): string[] {
  if (!raw) return [];
  const findings: string[] = [];
  try {
    const url = new URL(raw);
    const host = url.searchParams.get("host") ?? url.hostname;
    const local = host === "" || host.startsWith("/") || LOCAL_HOSTS.has(host);
    const sslmode = url.searchParams.get("sslmode");
    const tls = (sslmode !== null && TLS_SSLMODES.has(sslmode)) || url.searchParams.get("ssl") === "true";
    if (!local && !tls)
      findings.push(`DATABASE_URL reaches ${host} without TLS: add ?sslmode=verify-full (or require)`);
  } catch {
    findings.push("DATABASE_URL is not a URL");
  }
  return findings;
}

/** What the check knows of where it runs: a container, and the operator's recorded answers. */
interface Deployment {
  readonly inContainer?: boolean;
  readonly confirmations?: Confirmations;
}

const trustedProxies = (env: NodeJS.ProcessEnv) => Number((env.TRUST_PROXY ?? "").trim() || "0");
const listensEverywhere = (env: NodeJS.ProcessEnv) => ["0.0.0.0", "::"].includes((env.HOST ?? "").trim() || "0.0.0.0");

/** Every finding for this identity and environment that software can see; none means ready to launch. */
export function launchFindings(practice: Practice, env: NodeJS.ProcessEnv, deployment: Deployment = {}): string[] {
  return [...identityFindings(practice), ...settingsFindings(env, deployment)];
}

/** The operator's part: the settings the server starts with, and what stands in front of its port. */
function settingsFindings(env: NodeJS.ProcessEnv, deployment: Deployment): string[] {
  const findings: string[] = [];
  try {
    // A retention period other than the privacy policy's is a configuration problem (the server refuses it).
    loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    findings.push(...error.problems.map((problem) => `configuration: ${problem}`));
  }
  const set = (name: string) => (env[name] ?? "").trim() || undefined;
  findings.push(...siteUrlFindings(set("SITE_URL")));
  if (!set("SMTP_URL"))
    findings.push("SMTP_URL is not set: enquiries would be stored but no notification would ever be mailed");
  if (!set("ENQUIRY_TO")) findings.push("ENQUIRY_TO is not set: enquiry notifications would have no one to go to");
  if (!set("SMTP_URL") || !set("ENQUIRY_TO")) {
    findings.push(
      "the site promises no reply time while SMTP_URL or ENQUIRY_TO is unset (no one would be told of an enquiry, so none could be answered in time): it says the practice replies as soon as it can, instead of the business days plans.json promises",
    );
  }
  findings.push(...databaseFindings(set("DATABASE_URL")));
  const trustProxy = trustedProxies(env);
  // In a container HOST must be every interface (the published port decides who reaches it): the
  // operator is asked about the port instead (confirmations.ts). Elsewhere the operator's recorded
  // word that a firewall keeps the port to the proxy stands in for HOST=127.0.0.1.
  const confirmed = deployment.confirmations?.["proxy-only-port"] !== undefined;
  if (trustProxy > 0 && listensEverywhere(env) && !deployment.inContainer && !confirmed) {
    findings.push(
      `TRUST_PROXY is ${trustProxy} but HOST is ${set("HOST") ?? "0.0.0.0"}: anyone reaching the port directly can forge X-Forwarded-For and pick a new rate-limit budget; set HOST=127.0.0.1 (or the private interface the proxy uses), or, if a firewall lets only the proxy reach the port, record that: npm run launch-check -- --confirm proxy-only-port`,
    );
  }
  return findings;
}

/**
 * What launch-check reports for practice.json as it stands: first the schema the build and the
 * server apply (an identity the build would refuse is never "ready"), then every launch finding.
 */
export function checkLaunch(practiceFile: unknown, env: NodeJS.ProcessEnv, engagementFile?: unknown): string[] {
  const practice = practiceOrRefusal(practiceFile);
  if (Array.isArray(practice)) return practice;
  return [
    ...launchFindings(practice, env),
    ...(engagementFile === undefined ? [] : engagementFindings(engagementFile)),
  ];
}

/** The identity, or the build's refusal of it, one line a problem: an identity the build would refuse is never "ready". */
function practiceOrRefusal(practiceFile: unknown): Practice | string[] {
  try {
    return parsePractice(practiceFile);
  } catch (error) {
    if (!(error instanceof PracticeFileError)) throw error;
    return error.problems.map((problem) => `practice.json: ${problem}: the build refuses it`);
  }
}

export interface LaunchInputs {
  readonly practiceFile: unknown;
  readonly engagementFile: unknown;
  readonly env: NodeJS.ProcessEnv;
  readonly today: Date;
  readonly inContainer: boolean;
  readonly confirmations: Confirmations;
  /** Why the recorded answers could not be read, if they could not. */
  readonly problem?: string;
  /** The team's profiles and the plans, read when the list is made (left out: not checked). */
  readonly peopleAndPlans?: () => { people: readonly Person[]; plans: PlansFile };
}

/** The launch check's findings by who acts on them (confirmations.ts, Actor). */
export type LaunchGroups = Readonly<Record<Actor, readonly string[]>>;

/** The order the groups are printed and listed in. */
export const ACTORS: readonly Actor[] = ["operator", "principal", "authors"];

/**
 * The one list, by who acts: what `npm run launch-check` prints and a production start logs. The
 * identity and settings, the engagement figures, the cost comparison's rates, the people and plans,
 * and the questions only the operator or the principal can answer.
 */
export function launchReportByActor({
  practiceFile,
  engagementFile,
  env,
  today,
  inContainer,
  confirmations,
  problem,
  peopleAndPlans,
}: LaunchInputs): LaunchGroups {
  const practice = practiceOrRefusal(practiceFile);
  if (Array.isArray(practice)) return { operator: [], principal: practice, authors: [] };
  const network = { trustProxy: trustedProxies(env), listensEverywhere: listensEverywhere(env), inContainer };
  const questions = confirmationQuestions(practice, network);
  const asked = (actor: Actor) =>
    confirmationFindings(
      questions.filter((question) => question.actor === actor),
      confirmations,
      today,
    );
  const content = peopleAndPlans ? contentFindingsByActor(peopleAndPlans) : { principal: [], authors: [] };
  return {
    operator: [
      ...settingsFindings(env, { inContainer, confirmations }),
      ...(problem ? [problem] : []),
      ...asked("operator"),
    ],
    principal: [
      ...identityFindings(practice),
      ...engagementFindings(engagementFile),
      ...content.principal,
      ...asked("principal"),
    ],
    authors: [...staleRateFindings(today), ...launchWordingFindings(practice, today), ...content.authors],
  };
}

/** Every finding, one list, group after group (launchReportByActor). */
export function launchReport(inputs: LaunchInputs): string[] {
  const groups = launchReportByActor(inputs);
  return ACTORS.flatMap((actor) => groups[actor]);
}

/** Where this process runs: in a container or not, and the answers recorded in DATA_DIR. */
export function deploymentOf(
  env: NodeJS.ProcessEnv,
): Pick<LaunchInputs, "inContainer" | "confirmations" | "problem"> & { readonly dataDir: string } {
  const dataDir = (env.DATA_DIR ?? "").trim() || "./data";
  try {
    return { inContainer: runsInContainer(env), confirmations: readConfirmations(dataDir), dataDir };
  } catch (error) {
    return { inContainer: runsInContainer(env), confirmations: {}, dataDir, problem: (error as Error).message };
  }
}

/** The figures /how-we-work would publish: the ones still unset, or the file's problems. */
export function engagementFindings(engagementFile: unknown): string[] {
  try {
    return unsetEngagementFigures(parseEngagement(engagementFile));
  } catch (error) {
    if (!(error instanceof EngagementFileError)) throw error;
    return error.problems.map((problem) => `engagement.json: ${problem}: the build refuses it`);
  }
}
