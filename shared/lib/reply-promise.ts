/**
 * What "within N business days" means, wherever the site promises a reply and wherever the server
 * keeps it (server/enquiries/reply-due.ts): by REPLY_DUE_HOUR, Brisbane time, on the Nth business day
 * after the day the enquiry arrives; a business day is Monday to Friday, other than a Queensland
 * public holiday.
 */
export const REPLY_DUE_HOUR = 17;

const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
] as const;

/** "first", "second", … (plans.json allows 1 to 10 business days); "11th" beyond. */
export const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

/** "5 pm": the due hour as the pages say it. */
export const dueHourText = (hour: number = REPLY_DUE_HOUR): string =>
  hour === 12 ? "12 pm" : hour > 12 ? `${hour - 12} pm` : `${hour} am`;
