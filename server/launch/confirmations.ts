import { queenslandToday } from "../../shared/lib/dates";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BACKUP_RETENTION_DAYS, LOG_RETENTION_DAYS } from "../../shared/lib/retention";
import type { Practice } from "../../shared/content/practice-schema";

/**
 * What the site's copy and the deployment depend on that no software here can see: the launch check
 * asks the operator, who records the answer with a date (`npm run launch-check -- --confirm ID`,
 * or `node dist/server/launch-check.js --confirm ID` in the container). The answers live in
 * DATA_DIR/launch-confirmations.json (the container's volume, so they outlive the image), and each
 * is asked again a year after it was given.
 */
export const CONFIRMATIONS_FILE = "launch-confirmations.json";
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Each answer's date (YYYY-MM-DD, Queensland's day), by question id. */
export type Confirmations = Readonly<Record<string, string>>;

/** What the check knows of the network in front of the server. */
interface NetworkFacts {
  readonly trustProxy: number;
  /** HOST is every interface (0.0.0.0 or ::). */
  readonly listensEverywhere: boolean;
  readonly inContainer: boolean;
}

/** Who acts on a finding: the operator (the server, its settings and its host), the principal (the practice's facts, people and terms, which only it can give), or the content's authors (copy and content files). */
export type Actor = "operator" | "principal" | "authors";

export interface Question {
  readonly id: string;
  readonly ask: string;
  readonly actor: Actor;
}

export const CONFIRMATION_IDS = [
  "interstate-notices",
  "professional-standards-scheme",
  "server-log-retention",
  "backup-prune",
  "proxy-only-port",
  "booking-service",
] as const;

/** The questions that apply to this practice and this deployment. */
export function confirmationQuestions(practice: Practice, network: NetworkFacts): Question[] {
  const { participates, schemeName } = practice.limitedLiabilityScheme;
  const questions: Question[] = [
    {
      id: "interstate-notices",
      actor: "principal",
      ask: "the site says the practice acts for businesses anywhere in Australia: confirm that every notice the other states' and territories' regulators require before it practises there has been given",
    },
    ...(participates
      ? [
          {
            id: "professional-standards-scheme",
            actor: "principal" as const,
            ask: `the site shows the professional standards liability notice: confirm ${practice.legalName} is a current participant in the ${schemeName ?? "scheme"}`,
          },
        ]
      : []),
    {
      id: "server-log-retention",
      actor: "operator",
      ask: `the privacy policy says the server's log is kept for ${LOG_RETENTION_DAYS} days and then deleted: confirm the log store (journald, Docker or a log service) deletes it after ${LOG_RETENTION_DAYS} days`,
    },
    {
      id: "backup-prune",
      actor: "operator",
      ask: `the privacy policy says each backup is deleted ${BACKUP_RETENTION_DAYS} days after it was made: confirm prune-backups runs daily by cron wherever backups and pg_dump files are kept`,
    },
  ];
  if (practice.bookingUrl) {
    questions.push({
      id: "booking-service",
      actor: "principal",
      ask: `the site links "Book the first call" to ${practice.bookingUrl} and the privacy policy names ${practice.bookingService ?? "the booking service"} as the service that takes the booking: confirm the link opens the practice's own booking page and that the service is named rightly`,
    });
  }
  // With a trusted proxy, a port open to anyone else lets a client forge X-Forwarded-For; what is in
  // front of it (a firewall, a container's published port) is for the operator to say.
  if (network.trustProxy > 0 && network.listensEverywhere && network.inContainer) {
    questions.push({
      id: "proxy-only-port",
      actor: "operator",
      ask: `TRUST_PROXY is ${network.trustProxy} and the container listens on every interface, as it must: confirm its port is published only where the proxy reaches it (docker run -p 127.0.0.1:3000:3000), never on a public address`,
    });
  }
  return questions;
}

/** One finding per question not yet answered, or answered more than a year ago. */
export function confirmationFindings(
  questions: readonly Question[],
  confirmations: Confirmations,
  today: Date,
): string[] {
  return questions.flatMap(({ id, ask }) => {
    const on = confirmations[id];
    const how = `then record it: npm run launch-check -- --confirm ${id}`;
    if (on === undefined) return [`confirm: ${ask}; ${how}`];
    if (today.getTime() - Date.parse(`${on}T00:00:00Z`) > YEAR_MS)
      return [`confirm again (last confirmed on ${on}): ${ask}; ${how}`];
    return [];
  });
}

/** The recorded answers in dataDir; none when the file is missing. A malformed file is an error naming it. */
export function readConfirmations(dataDir: string): Confirmations {
  const file = join(dataDir, CONFIRMATIONS_FILE);
  if (!existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}): fix or delete it, and confirm again`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error(`${file} should hold { "question id": "YYYY-MM-DD" }`);
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && ISO_DATE.test(entry[1]),
    ),
  );
}

/** Records the operator's answer to `id`, dated today; returns the file written. */
export function recordConfirmation(dataDir: string, id: string, now: Date): string {
  if (!(CONFIRMATION_IDS as readonly string[]).includes(id))
    throw new Error(`"${id}" is not a launch-check question: one of ${CONFIRMATION_IDS.join(", ")}`);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, CONFIRMATIONS_FILE);
  const next = { ...readConfirmations(dataDir), [id]: queenslandToday(now) };
  // Written beside and renamed over, so a crash never leaves half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  return file;
}

/** Whether this process runs in a container: Docker's /.dockerenv, Podman's /run/.containerenv, or systemd's `container` variable. */
export function runsInContainer(env: NodeJS.ProcessEnv = process.env): boolean {
  return existsSync("/.dockerenv") || existsSync("/run/.containerenv") || Boolean(env.container);
}
