import * as v from "valibot";
import { labelled, SLUG_PATTERN, text } from "../collections/fields";
import { CERTIFICATE_LABELS, PRACTISING_CERTIFICATES } from "./person";

/** Where an Australian lawyer is admitted: a Supreme Court of a state or territory. */
const JURISDICTIONS = [
  "Queensland",
  "New South Wales",
  "Victoria",
  "South Australia",
  "Western Australia",
  "Tasmania",
  "Australian Capital Territory",
  "Northern Territory",
] as const;

/** What each field must hold, in the words an author reads in the build's error. */
export const EXPECTED = {
  name: "the person's name as the Law Society's register shows it (text)",
  role: 'their role in the practice, e.g. "Legal Practitioner Director" or "Senior Associate" (text)',
  admittedYear: "the year they were admitted to the legal profession, e.g. 2012",
  admittedIn: `where they were admitted, one of: ${JURISDICTIONS.join(", ")}`,
  certificate: `their practising certificate, one of: ${PRACTISING_CERTIFICATES.join(", ")}`,
  certificateRestricted:
    "true if their practising certificate is restricted (supervised legal practice still to complete), false if it is unrestricted, as the register shows it",
  leads:
    "a list of the practice areas they lead, by the area's file name, e.g. [corporate-commercial] (or [] for none)",
  register:
    "an https link where a visitor can check their practising certificate: the Queensland Law Society's Search for a solicitor",
  photo:
    "a photo of them: a path under public/ starting with /, e.g. /images/team/their-name.jpg (or leave it out for their initials)",
  photoAlt: "a description of the photo for screen readers (text)",
  standIn: "true while the profile is a stand-in the practice must replace (launch-check lists it), else leave it out",
  order: "the person's place in lists, a whole number from 1",
} as const;

export const FRONT_MATTER_FIELDS = Object.keys(EXPECTED) as ReadonlyArray<keyof typeof EXPECTED>;

const THIS_YEAR = new Date().getFullYear();

export const ProfileFrontMatter = v.strictObject(
  {
    name: labelled(text(EXPECTED.name), "Name", "As the Law Society's register shows it."),
    role: labelled(
      text(EXPECTED.role),
      "Role",
      'Their role in the practice, e.g. "Legal Practitioner Director" or "Senior Associate".',
    ),
    admittedYear: labelled(
      v.pipe(
        v.number(EXPECTED.admittedYear),
        v.integer(EXPECTED.admittedYear),
        v.minValue(1950, EXPECTED.admittedYear),
        v.maxValue(THIS_YEAR, EXPECTED.admittedYear),
      ),
      "Year admitted",
      "The year they were admitted to the legal profession, e.g. 2012.",
    ),
    admittedIn: labelled(
      v.picklist(JURISDICTIONS, EXPECTED.admittedIn),
      "Admitted in",
      "The state or territory whose Supreme Court admitted them.",
    ),
    certificate: labelled(
      v.picklist(PRACTISING_CERTIFICATES, EXPECTED.certificate),
      "Practising certificate",
      "The kind of practising certificate the register shows.",
      { optionLabels: CERTIFICATE_LABELS },
    ),
    certificateRestricted: labelled(
      v.boolean(EXPECTED.certificateRestricted),
      "Restricted practising certificate",
      "Tick if the certificate is restricted (supervised legal practice still to complete), as the register shows it.",
    ),
    leads: labelled(
      v.array(v.pipe(v.string(EXPECTED.leads), v.regex(SLUG_PATTERN, EXPECTED.leads)), EXPECTED.leads),
      "Practice areas they lead",
      "Each is named on the area's page; leave all unticked for none.",
      { choices: "areas" },
    ),
    register: labelled(
      v.pipe(v.string(EXPECTED.register), v.url(EXPECTED.register), v.startsWith("https://", EXPECTED.register)),
      "Register link",
      "An https link where a visitor can check their practising certificate: the Queensland Law Society's Search for a solicitor.",
    ),
    photo: v.optional(
      labelled(
        v.pipe(v.string(EXPECTED.photo), v.regex(/^\/[^\s?#/][^\s?#]*\.(?:png|jpe?g|webp|avif)$/, EXPECTED.photo)),
        "Photo",
        "Without one, the page shows their initials.",
        {
          upload: "team",
        },
      ),
    ),
    photoAlt: v.optional(
      labelled(text(EXPECTED.photoAlt), "Photo description", "What the photo shows, for people who cannot see it."),
    ),
    standIn: v.optional(
      labelled(
        v.boolean(EXPECTED.standIn),
        "Stand-in profile",
        "Ticked while this profile is a stand-in the practice must replace (the launch check lists it).",
      ),
      false,
    ),
    order: labelled(
      v.pipe(v.number(EXPECTED.order), v.integer(EXPECTED.order), v.minValue(1, EXPECTED.order)),
      "Place in lists",
      "1 is listed first.",
    ),
  },
  `unknown field (the fields are: ${FRONT_MATTER_FIELDS.join(", ")})`,
);

export type ProfileFront = v.InferOutput<typeof ProfileFrontMatter>;
