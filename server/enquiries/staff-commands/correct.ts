import { checkCorrection, correctableField, sameValue } from "../correction";
import { enquiryToText, oneLine } from "../export";
import { queenslandTime } from "../queensland-time";
import type { CorrectableField, CorrectedValue } from "../store";
import { audit, nowOf, oneId, resolveId, UsageError, withStore, type StaffCommand } from "./command";
import { notFound } from "./output";

const FIELD_LABELS: Readonly<Record<CorrectableField, string>> = {
  name: "name",
  company: "company",
  role: "role",
  email: "email",
  phone: "phone",
  businessSize: "business size",
  priorities: "priorities",
  message: "message",
};
const FIELD_LIST = "name, company, role, email, phone, business-size, priorities or message";

/** `correct ID FIELD VALUE`: one field set to VALUE, checked as the form checks it, and when it was corrected recorded (APP 13). */
export const correctCommand: StaffCommand = (command, args) => {
  const [rawId, fieldName, ...values] = args;
  const given = oneId(command, rawId === undefined ? [] : [rawId]);
  if (fieldName === undefined) throw new UsageError(`correct needs the FIELD to correct: ${FIELD_LIST}`);
  const field = correctableField(fieldName);
  if (!field) throw new UsageError(`correct cannot change "${fieldName}": it corrects ${FIELD_LIST}`);
  const [value, ...extra] = values;
  if (value === undefined || extra.length > 0) {
    throw new UsageError(
      `correct needs one VALUE after the FIELD: put a VALUE with spaces in quotes ("New Name Pty Ltd"); "" clears the field`,
    );
  }
  return withStore(async (store, _config, io) => {
    const id = await resolveId(store, io, given);
    if (!id) return 1;
    const current = await store.getEnquiry(id);
    if (!current) return notFound(io, id);
    const checked = checkCorrection(field, value, current);
    if (!checked.ok) {
      io.stderr(`Not corrected: the form would refuse this ${FIELD_LABELS[field]}: ${checked.problem}.\n`);
      return 1;
    }
    if (sameValue(checked.value, current[field])) {
      io.stdout(
        `The ${FIELD_LABELS[field]} of enquiry ${id} is already "${shortened(checked.value)}": nothing was changed.\n`,
      );
      return 0;
    }
    const at = nowOf(io);
    const corrected = await store.correctEnquiry(id, field, checked.value, at);
    if (!corrected) return notFound(io, id);
    // The field's name, never its old or new value: the trail outlives the enquiry.
    await audit(store, io, "correct", id, field);
    io.stdout(
      `Corrected the ${FIELD_LABELS[field]} of enquiry ${id}, recorded as corrected at ${queenslandTime(at.toISOString())}.\n` +
        `  was: ${shortened(current[field])}\n  now: ${shortened(checked.value)}\n\n${enquiryToText(corrected)}`,
    );
    return 0;
  });
};

/** A value for one line of the terminal: hidden characters as spaces, a long message cut, priorities as show prints them. */
function shortened(value: CorrectedValue): string {
  if (typeof value !== "string") return value.length === 0 ? "(empty)" : value.join("; ");
  const line = oneLine(value.replace(/\r?\n/g, " / "));
  if (line === "") return "(empty)";
  return line.length > 200 ? `${line.slice(0, 200)}… (${value.length} characters)` : line;
}
