import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { openDatabase } from "./sqlite-driver";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_ERRORS } from "../../shared/content/contact-form";
import { BACKUP_RETENTION_DAYS } from "../../shared/lib/retention";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { ConfigError } from "../platform/config";
import { BACKUP_FILE, backupFileName, COPIES_OUT_OF_REACH, PG_DUMP_COMMAND, runCli, USAGE } from "./staff-cli";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";
import { tempDir } from "../../test/support/cleanup";
import { staffCliOn } from "../../test/support/staff-cli";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-30T00:00:00.000Z");

describe("staff CLI (npm run enquiries)", () => {
  let dir: string;
  let store: SqliteEnquiryStore;

  const cli = staffCliOn(
    () => dir,
    () => NOW,
  );
  const ids = async () => (await store.listEnquiries({ includeSpam: true })).map((enquiry) => enquiry.id).sort();

  beforeEach(() => {
    dir = tempDir("staff-cli-");
    store = openSqliteStore({ dataDir: dir });
  });
  afterEach(async () => {
    await store.close();
  });

  describe("purge", () => {
    async function seed() {
      const old = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        receivedAt: new Date(NOW.getTime() - 731 * DAY_MS),
      });
      const spam = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        spam: "honeypot",
        receivedAt: new Date(NOW.getTime() - 31 * DAY_MS),
      });
      const kept = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        receivedAt: new Date(NOW.getTime() - 729 * DAY_MS),
      });
      return { old: old.id, spam: spam.id, kept: kept.id };
    }

    it("--dry-run prints what it would delete and deletes nothing", async () => {
      const { old, spam, kept } = await seed();
      const { code, stdout } = await cli("purge", "--dry-run");
      expect(code).toBe(0);
      // Queensland time, as list and show print it, never UTC.
      expect(stdout).toContain(
        "Would delete 2 enquiries (1 spam) received before 2024-06-30 10:00 +10:00 (spam before 2026-05-31 10:00 +10:00), Queensland time",
      );
      expect(stdout).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(stdout).toContain(old);
      expect(stdout).toMatch(new RegExp(`${spam}  spam`));
      expect(stdout).not.toContain(kept);
      expect(stdout).not.toContain(SAMPLE_ENQUIRY.name);
      expect(await ids()).toEqual([old, spam, kept].sort());
    });

    it("deletes what is past its retention, with its notification, and prints it", async () => {
      const { old, spam, kept } = await seed();
      const { code, stdout } = await cli("purge");
      expect(code).toBe(0);
      expect(stdout.split("\n")[0]).toBe(
        "Deleted 2 enquiries (1 spam) received before 2024-06-30 10:00 +10:00 (spam before 2026-05-31 10:00 +10:00), Queensland time, with their notifications:",
      );
      expect(stdout).toContain(old);
      expect(stdout).toContain(spam);
      expect(await ids()).toEqual([kept]);
      expect((await cli("purge")).stdout).toMatch(/^Nothing to delete/);
    });

    it("keeps the privacy policy's period: ENQUIRY_RETENTION_DAYS set to another one is refused, and nothing is deleted", async () => {
      const { old, spam, kept } = await seed();
      const run = runCli(["purge"], {
        env: { DATA_DIR: dir, ENQUIRY_RETENTION_DAYS: "7" },
        stdout: () => {},
        stderr: () => {},
        now: () => NOW,
      });
      await expect(run).rejects.toThrow(ConfigError);
      await expect(run).rejects.toThrow(
        /ENQUIRY_RETENTION_DAYS: is no longer a setting: enquiries are kept for the 730 days the privacy policy states/,
      );
      expect(await ids()).toEqual([old, spam, kept].sort());
    });

    it("refuses arguments with usage (exit 2)", async () => {
      const { code, stderr } = await cli("purge", "everything");
      expect(code).toBe(2);
      expect(stderr).toContain(USAGE);
    });
  });

  describe("show, delete and find: one person's enquiries (APP 12 and 13)", () => {
    it("show prints one enquiry whole, spam included, without the hidden characters a row stored earlier may hold", async () => {
      const { id } = await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Jane\u202eCitizen", message: "First line\nSecond line" },
        spam: "token-too-fast",
        receivedAt: new Date("2026-01-02T03:04:05.000Z"),
      });
      const { code, stdout } = await cli("show", id);
      expect(code).toBe(0);
      expect(stdout).toBe(
        [
          `Id:                   ${id}`,
          "Received:             2 January 2026, 1:04 pm Queensland time (UTC+10:00)",
          "Name:                 JaneCitizen",
          "Company:              Acme Pty Ltd",
          "Role:                 CEO",
          "Email:                jane@acme.example",
          "Phone:                07 3123 4567",
          "Business Size:        11-50 employees",
          "Key Legal Priorities: Commercial Contracts, Property",
          "Spam:                 yes (token-too-fast)",
          "Notification:         -",
          "Corrected:            never",
          "Reply due:            -",
          "Replied:              not recorded",
          "Status:               new",
          "Assigned to:          -",
          "Message:",
          "  First line",
          "  Second line",
          "",
        ].join("\n"),
      );
    });

    it("delete removes the enquiry and its notification, asks nothing, and prints what it deleted", async () => {
      const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      const other = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Someone Else" } });
      const { code, stdout } = await cli("delete", id.toUpperCase());
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`^Deleted enquiry ${id} and its notification:\nId: +${id}\n`));
      expect(stdout).toContain("Name:                 Jane Citizen");
      // The copies it cannot reach, as the docs list them.
      expect(stdout.endsWith(`\n${COPIES_OUT_OF_REACH}`)).toBe(true);
      expect(COPIES_OUT_OF_REACH).toMatch(/mailbox[\s\S]*backups[\s\S]*prune-backups[\s\S]*exports/);
      expect(await ids()).toEqual([other.id]);
      const outbox = await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 1000 });
      expect(outbox.map((item) => item.enquiry.id)).toEqual([other.id]);
    });

    it("show and delete answer exit 1 for an unknown id, and exit 2 with usage for a malformed one", async () => {
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      for (const command of ["show", "delete"]) {
        const unknown = await cli(command, "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d");
        expect(unknown).toMatchObject({
          code: 1,
          stdout: "",
          stderr: "No enquiry has the ID 0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d.\n",
        });
        for (const args of [["42"], ["' OR 1=1 --"], [], ["0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "extra"]]) {
          const malformed = await cli(command, ...args);
          expect(malformed.code).toBe(2);
          expect(malformed.stderr).toContain(USAGE);
        }
      }
      expect(await ids()).toHaveLength(1);
    });

    it("find lists enquiries whose name, company, email or phone contains the text, in any case", async () => {
      const jane = await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Jane Citizen", company: "Acme Pty Ltd", phone: "0412 345 678" },
      });
      const zoe = await store.insertEnquiry({
        enquiry: {
          ...SAMPLE_ENQUIRY,
          name: "Zoë Ångström",
          company: "Nordic Co",
          email: "ZOE@Nordic.example",
          phone: "",
        },
        spam: "honeypot",
      });
      const matches = async (text: string) => {
        const { code, stdout } = await cli("find", text);
        expect(code).toBe(0);
        return [jane.id, zoe.id].filter((id) => stdout.includes(id));
      };
      expect(await matches("citizen")).toEqual([jane.id]);
      expect(await matches("ACME")).toEqual([jane.id]);
      expect(await matches("ångSTRÖM")).toEqual([zoe.id]);
      expect(await matches("nordic co")).toEqual([zoe.id]);
      expect(await matches("zoe@nordic")).toEqual([zoe.id]);
      expect(await matches("acme.example")).toEqual([jane.id]);
      expect(await matches("0412345678")).toEqual([jane.id]);
      expect(await matches("345 678")).toEqual([jane.id]);
      expect(await matches("%")).toEqual([]);
      expect((await cli("find", "nobody")).stdout).toBe(
        `No enquiry in the SQLite store ${store.file} has "nobody" in its name, company, email or phone.\n`,
      );
      expect((await cli("find")).code).toBe(2);
    });

    // An access request must find every enquiry, however the number was written.
    it("find finds a phone number however it was written", async () => {
      const insert = async (phone: string, day: number) =>
        (
          await store.insertEnquiry({
            enquiry: { ...SAMPLE_ENQUIRY, name: `Caller ${day}`, phone },
            receivedAt: new Date(`2026-03-0${day}T00:00:00Z`),
          })
        ).id;
      const mobile = [
        await insert("0412 345 678", 1),
        await insert("+61 412 345 678", 2),
        await insert("+61 (0)412-345-678", 3),
      ];
      const landline = [await insert("(07) 3000 1234", 4), await insert("+61 7 3000 1234", 5)];
      const other = await insert("0412 999 000", 6);
      const found = async (text: string) => {
        const { stdout } = await cli("find", text);
        return [...mobile, ...landline, other].filter((id) => stdout.includes(id)).sort();
      };
      for (const text of ["0412 345 678", "+61 412 345 678", "0412345678", "+61412345678", "412 345 678"])
        expect(await found(text), text).toEqual([...mobile].sort());
      for (const text of ["07 3000 1234", "+61 7 3000 1234", "(07) 3000-1234"])
        expect(await found(text), text).toEqual([...landline].sort());
      // Newest first, as the store lists them.
      const { stdout } = await cli("find", "+61 412 345 678");
      expect([...mobile].reverse().map((id) => stdout.indexOf(id))).toEqual(
        [...[...mobile].reverse().map((id) => stdout.indexOf(id))].sort((a, b) => a - b),
      );
    });
  });

  // A correction request (APP 13) answered from the CLI, and recorded.
  describe("correct: one field, checked as the form checks it, and recorded", () => {
    it("corrects a field, records when, and shows the enquiry as it now is", async () => {
      const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      const { code, stdout, stderr } = await cli("correct", id, "email", "  jane.citizen@acme.example ");
      expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
      expect(stdout).toContain(
        `Corrected the email of enquiry ${id}, recorded as corrected at 30 June 2026, 10:00 am Queensland time (UTC+10:00).\n`,
      );
      expect(stdout).toContain("  was: jane@acme.example\n  now: jane.citizen@acme.example\n");
      expect(stdout).toContain("Email:                jane.citizen@acme.example\n");
      expect(stdout).toContain("Corrected:            30 June 2026, 10:00 am Queensland time (UTC+10:00)\n");
      expect(await store.getEnquiry(id)).toMatchObject({
        email: "jane.citizen@acme.example",
        correctedAt: NOW.toISOString(),
      });
      // show and find --format say so too.
      expect((await cli("show", id)).stdout).toContain(
        "Corrected:            30 June 2026, 10:00 am Queensland time (UTC+10:00)",
      );
      expect(JSON.parse((await cli("find", "jane.citizen", "--format", "json")).stdout)).toEqual([
        expect.objectContaining({ id, email: "jane.citizen@acme.example", correctedAt: NOW.toISOString() }),
      ]);
    });

    it("takes business-size and message, and clears an optional field with an empty value", async () => {
      const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      expect((await cli("correct", id, "business-size", "201-500")).code).toBe(0);
      expect((await cli("correct", id, "message", "First line\nSecond line")).code).toBe(0);
      expect((await cli("correct", id, "role", "")).stdout).toContain("  was: CEO\n  now: (empty)\n");
      expect(await store.getEnquiry(id)).toMatchObject({
        businessSize: "201-500",
        message: "First line\nSecond line",
        role: "",
      });
      expect((await cli("correct", id, "role", "")).stdout).toBe(
        `The role of enquiry ${id} is already "(empty)": nothing was changed.\n`,
      );
      const priorities = await cli("correct", id, "priorities", " Employment Law;Property ; ");
      expect(priorities.stdout).toContain("  was: Commercial Contracts; Property\n  now: Employment Law; Property\n");
      expect(await store.getEnquiry(id)).toMatchObject({ priorities: ["Employment Law", "Property"] });
      expect((await cli("correct", id, "priorities", "")).code).toBe(0);
      expect(await store.getEnquiry(id)).toMatchObject({ priorities: [] });
    });

    it("refuses what the form would refuse, and changes nothing", async () => {
      const { id } = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, phone: "" } });
      const refused = async (...args: string[]) => {
        const result = await cli("correct", id, ...args);
        expect(result.code).toBe(1);
        return result.stderr;
      };
      expect(await refused("email", "not an address")).toBe(
        `Not corrected: the form would refuse this email: ${ENQUIRY_ERRORS.email.invalid}.\n`,
      );
      expect(await refused("email", "")).toContain("Give an email address or a phone number so we can reply");
      expect(await refused("name", "")).toContain("Name is required");
      expect(await refused("business-size", "huge")).toContain("Choose one of the listed business sizes");
      expect(await refused("priorities", "Property; Tax")).toContain("Choose from the listed legal priorities");
      expect(await refused("company", "x".repeat(201))).toContain("Company must be 200 characters or fewer");
      expect(await store.getEnquiry(id)).toMatchObject({ ...SAMPLE_ENQUIRY, phone: "", id, correctedAt: null });
    });

    it("answers exit 1 for an unknown id and exit 2 with usage for a malformed command", async () => {
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      expect(await cli("correct", "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "name", "Jane")).toMatchObject({
        code: 1,
        stderr: "No enquiry has the ID 0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d.\n",
      });
      const id = "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";
      for (const args of [
        [],
        ["42", "name", "Jane"],
        [id],
        [id, "receivedAt", "2026-01-01"],
        [id, "spam", "false"],
        [id, "constructor", "x"],
        [id, "name"],
        [id, "name", "Jane", "Citizen"],
      ]) {
        const result = await cli("correct", ...args);
        expect(result.code, args.join(" ")).toBe(2);
        expect(result.stderr).toContain(USAGE);
      }
      expect((await cli("correct", id, "spam", "x")).stderr).toMatch(
        /^correct cannot change "spam": it corrects name, company, role, email, phone, business-size, priorities or message/,
      );
    });
  });

  describe("failing notifications", () => {
    it("list marks a failing notification, and retry re-queues every one now", async () => {
      const failing = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Failing" }, receivedAt: NOW });
      const sent = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Sent" }, receivedAt: NOW });
      for (const item of await store.claimOutbox({ now: NOW, limit: 2, leaseMs: 1000 })) {
        if (item.enquiry.id === failing.id)
          await store.markFailed(item.outboxId, "451 try later", new Date(NOW.getTime() + 3_600_000));
        else await store.markSent(item.outboxId, NOW);
      }
      const list = (await cli("list")).stdout.split("\n");
      expect(list.find((line) => line.includes(failing.id))).toMatch(
        / failing \(1 attempt, next 2026-06-30 11:00 \+10:00\) +- +new +Acme Pty Ltd \/ Failing /,
      );
      expect(list.find((line) => line.includes(sent.id))).toMatch(/ sent +- +new +Acme Pty Ltd \/ Sent /);
      const shown = (await cli("show", failing.id)).stdout;
      expect(shown).toContain("Attempts:             1");
      expect(shown).toContain("Last error:           451 try later");
      expect(shown).toContain("Next try:             30 June 2026, 11:00 am Queensland time (UTC+10:00)");
      expect(shown).toContain("The practice has NOT received this enquiry by email");
      expect(shown).toContain("Reply to the person from the details above, and tell whoever runs the server");
      expect((await cli("show", sent.id)).stdout).not.toContain("NOT received");

      expect(await cli("retry")).toEqual({
        code: 0,
        stderr: "",
        stdout: expect.stringMatching(/^Re-queued 1 failing notification: /),
      });
      const [due] = await store.claimOutbox({ now: NOW, limit: 10, leaseMs: 1000 });
      expect(due?.enquiry.id).toBe(failing.id);
      expect((await cli("retry")).stdout).toBe("No notification is failing.\n");
    });
  });

  describe("the store it reads", () => {
    it("exits 1 saying where it looked when DATA_DIR has no enquiry database, and creates none", async () => {
      const empty = join(dir, "elsewhere");
      let stderr = "";
      const code = await runCli(["list"], {
        env: { DATA_DIR: empty },
        stdout: () => {},
        stderr: (text) => void (stderr += text),
      });
      expect(code).toBe(1);
      expect(stderr).toContain(`No enquiry database at ${join(empty, "enquiries.sqlite")}`);
      expect(existsSync(empty)).toBe(false);
    });

    it("backup makes a consistent copy, mode 0600, of the store the server has open, creating the folder", async () => {
      const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      const file = join(dir, "backups", "nested", "enquiries-2026-06-30.sqlite");
      const { code, stdout } = await cli("backup", file);
      expect(code).toBe(0);
      expect(stdout).toContain(`to ${file}`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const db = openDatabase(file, { readonly: true });
      expect(db.prepare("SELECT id FROM enquiries").all()).toEqual([{ id }]);
      db.close();
      // Never over an existing file.
      expect(await cli("backup", file)).toMatchObject({ code: 1, stderr: expect.stringContaining("already exists") });
      expect(await cli("backup")).toMatchObject({ code: 2 });
    });

    it("backup into a folder names the file as prune-backups expects", async () => {
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      const folder = join(dir, "backups");
      mkdirSync(folder);
      const { code, stdout } = await cli("backup", folder);
      expect(code).toBe(0);
      expect(backupFileName(NOW)).toBe("enquiries-2026-06-30T000000Z.sqlite");
      expect(readdirSync(folder)).toEqual([backupFileName(NOW)]);
      expect(stdout).toContain(`to ${join(folder, backupFileName(NOW))} (`);
      expect(stdout).toContain(
        `The privacy policy keeps backups ${BACKUP_RETENTION_DAYS} days: run prune-backups on ${folder} daily`,
      );
      // A folder not yet made, named with a trailing slash, is made.
      expect((await cli("backup", `${join(dir, "new-folder")}/`)).code).toBe(0);
      expect(readdirSync(join(dir, "new-folder"))).toEqual([backupFileName(NOW)]);
      // A file named otherwise is written, with a warning that nothing will prune it.
      expect((await cli("backup", join(dir, "copy.db"))).stdout).toContain(
        "prune-backups deletes only files named enquiries-*.sqlite, so it will never delete this one",
      );
    });

    it("backup with DATABASE_URL says to use pg_dump, without connecting", async () => {
      let stderr = "";
      const env = { DATA_DIR: dir, DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" };
      const code = await runCli(["backup", join(dir, "copy.dump")], {
        env,
        stdout: () => {},
        stderr: (text) => void (stderr += text),
      });
      expect(code).toBe(1);
      expect(stderr).toContain("back it up with pg_dump");
      expect(existsSync(join(dir, "copy.dump"))).toBe(false);
      // Private to its owner, and a second dump the same day is a file of its own.
      expect(stderr).toContain(`  ${PG_DUMP_COMMAND}\n`);
    });

    it("suggests the pg_dump line the docs give: umask 077, and a name to the second that prune-backups knows", () => {
      expect(PG_DUMP_COMMAND).toMatch(/^\(umask 077 && pg_dump /);
      const name = /enquiries-\$\(date -u \+%Y-%m-%dT%H%M%SZ\)\.dump/.exec(PG_DUMP_COMMAND)?.[0];
      expect(name).toBeDefined();
      // What `date -u +%Y-%m-%dT%H%M%SZ` prints, in the form backup's own files take.
      const at = new Date("2026-06-30T02:15:07Z");
      const dumped = `enquiries-${at.toISOString().slice(0, 19).replace(/:/g, "")}Z.dump`;
      expect(dumped).toBe(backupFileName(at).replace(/\.sqlite$/, ".dump"));
      expect(BACKUP_FILE.test(dumped)).toBe(true);
      expect(readFileSync(new URL("../../docs/operations.md", import.meta.url), "utf8")).toContain(PG_DUMP_COMMAND);
    });
  });

  describe("exports and answers that open cleanly", () => {
    const zoe = { ...SAMPLE_ENQUIRY, name: "Zoë Ångström", company: "Nordic Co", email: "zoe@nordic.example" };

    it("export --output writes a new file only its owner can read, holding the export alone, and never overwrites", async () => {
      await store.insertEnquiry({ enquiry: zoe });
      const file = join(dir, "exports", "..", "enquiries.csv");
      const first = await cli("export", "--format", "csv", "--output", file);
      expect(first).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(
          new RegExp(
            `^Wrote 1 enquiry to ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(mode 0600\\)\\.\nIt holds personal information`,
          ),
        ),
      });
      const text = readFileSync(file, "utf8");
      // The byte-order mark, then the header: Excel reads "Zoë" as UTF-8.
      expect(text.startsWith('\uFEFF"id","received","receivedAt"')).toBe(true);
      expect(text).toContain("Zoë Ångström");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = await cli("export", "--format", "csv", "--output", file);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("already exists");
      expect(readFileSync(file, "utf8")).toBe(text);
    });

    it("find --format json answers an access request with everything held about the person", async () => {
      const { id } = await store.insertEnquiry({ enquiry: zoe });
      await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Someone Else", email: "else@example.net" } });
      const { code, stdout } = await cli("find", "nordic", "--format", "json");
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toEqual([
        expect.objectContaining({
          id,
          name: "Zoë Ångström",
          email: "zoe@nordic.example",
          received: expect.stringMatching(/\+10:00$/),
        }),
      ]);
      expect((await cli("find", "nordic", "--format", "xml")).code).toBe(2);
    });

    it("says which store it read when there is nothing in it", async () => {
      expect((await cli("list")).stdout).toBe(`No enquiries in the SQLite store ${store.file}.\n`);
    });

    it("answers an unknown option, or options npm took for itself, with its own usage", async () => {
      const unknown = await cli("list", "--everything");
      expect(unknown.code).toBe(2);
      expect(unknown.stderr.startsWith(`Unknown option --everything\n\n${USAGE}`)).toBe(true);
      let stderr = "";
      const code = await runCli(["list"], {
        env: { DATA_DIR: dir, NODE_ENV: "test", npm_config_spam: "true" },
        stdout: () => {},
        stderr: (text) => void (stderr += text),
      });
      expect(code).toBe(2);
      expect(stderr).toContain(
        'npm took --spam as its own option: put -- before the command, as in "npm run enquiries -- list --spam"',
      );
    });
  });

  // A backup holds every row, 30-day data included; the privacy policy keeps backups BACKUP_RETENTION_DAYS.
  describe("prune-backups", () => {
    const made = (folder: string, name: string, daysAgo: number) => {
      const file = join(folder, name);
      writeFileSync(file, "backup");
      const at = new Date(NOW.getTime() - daysAgo * DAY_MS);
      utimesSync(file, at, at);
      return file;
    };

    it("deletes the backups made more than the policy's period ago, and only those, and says which", async () => {
      const folder = join(dir, "backups");
      mkdirSync(folder);
      made(folder, "enquiries-2026-05-01.sqlite", BACKUP_RETENTION_DAYS + 30);
      made(folder, "enquiries-2026-05-30T021500Z.sqlite", BACKUP_RETENTION_DAYS + 0.01);
      made(folder, "enquiries-2026-05-30.dump", BACKUP_RETENTION_DAYS + 1);
      made(folder, "enquiries-2026-06-01T021500Z.sqlite", BACKUP_RETENTION_DAYS - 1);
      made(folder, "enquiries-2026-06-29.sqlite", 1);
      // Not a backup's name, however old: never touched.
      made(folder, "notes.txt", 400);
      made(folder, "enquiries.sqlite", 400);
      made(folder, "enquiries-2020-01-01.csv", 400);
      // A link with a backup's name, to a file outside the folder: neither it nor its target is touched.
      const outside = made(dir, "precious.sqlite", 400);
      symlinkSync(outside, join(folder, "enquiries-2020-01-01.sqlite"));
      mkdirSync(join(folder, "enquiries-old.sqlite"));

      const dryRun = await cli("prune-backups", folder, "--dry-run");
      expect(dryRun.code).toBe(0);
      expect(dryRun.stdout.split("\n")[0]).toBe(
        `Would delete 3 backups made before 2026-05-31 10:00 +10:00 (${BACKUP_RETENTION_DAYS} days ago) from ${folder}; nothing was deleted (--dry-run):`,
      );
      expect(readdirSync(folder)).toHaveLength(10);

      const { code, stdout } = await cli("prune-backups", folder);
      expect(code).toBe(0);
      expect(stdout).toBe(
        [
          `Deleted 3 backups made before 2026-05-31 10:00 +10:00 (${BACKUP_RETENTION_DAYS} days ago) from ${folder}:`,
          "  enquiries-2026-05-01.sqlite  (made 2026-05-01 10:00 +10:00)",
          "  enquiries-2026-05-30.dump  (made 2026-05-30 10:00 +10:00)",
          "  enquiries-2026-05-30T021500Z.sqlite  (made 2026-05-31 09:45 +10:00)",
          "Kept 2 backups made since.",
          "Left alone, as not regular files (links are never followed): enquiries-2020-01-01.sqlite, enquiries-old.sqlite.",
          "",
        ].join("\n"),
      );
      expect(readdirSync(folder).sort()).toEqual(
        [
          "enquiries-2020-01-01.csv",
          "enquiries-2020-01-01.sqlite",
          "enquiries-2026-06-01T021500Z.sqlite",
          "enquiries-2026-06-29.sqlite",
          "enquiries-old.sqlite",
          "enquiries.sqlite",
          "notes.txt",
        ].sort(),
      );
      expect(readFileSync(outside, "utf8")).toBe("backup");
      expect((await cli("prune-backups", folder)).stdout.split("\n")[0]).toBe(
        `Nothing to delete: no backup in ${folder} was made before 2026-05-31 10:00 +10:00 (${BACKUP_RETENTION_DAYS} days ago).`,
      );
    });

    it("prunes what backup writes into a folder, once it is older than the period", async () => {
      const folder = join(dir, "backups");
      expect((await cli("backup", `${folder}/`)).code).toBe(0);
      const [name] = readdirSync(folder);
      expect((await cli("prune-backups", folder)).stdout).toMatch(/^Nothing to delete/);
      const old = new Date(NOW.getTime() - (BACKUP_RETENTION_DAYS + 1) * DAY_MS);
      utimesSync(join(folder, name!), old, old);
      expect((await cli("prune-backups", folder)).stdout).toMatch(/^Deleted 1 backup /);
      expect(readdirSync(folder)).toEqual([]);
    });

    it("needs no store (works beside PostgreSQL), and refuses a missing folder or arguments", async () => {
      let stdout = "";
      const env = { DATA_DIR: join(dir, "none"), DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" };
      const folder = join(dir, "dumps");
      mkdirSync(folder);
      made(folder, "enquiries-2026-01-01.dump", 180);
      expect(
        await runCli(["prune-backups", folder], {
          env,
          stdout: (text) => void (stdout += text),
          stderr: () => {},
          now: () => NOW,
        }),
      ).toBe(0);
      expect(stdout).toMatch(/^Deleted 1 backup /);
      expect(await cli("prune-backups", join(dir, "missing"))).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("is not a folder"),
      });
      symlinkSync(folder, join(dir, "link-to-dumps"));
      expect(await cli("prune-backups", join(dir, "link-to-dumps"))).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("a link to one is not followed"),
      });
      expect((await cli("prune-backups")).code).toBe(2);
      expect((await cli("prune-backups", folder, "extra")).code).toBe(2);
    });
  });
});
