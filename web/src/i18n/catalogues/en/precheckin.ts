import { site } from '@catania/shared/config/site';
import {
  ACCESS_MISSING,
  type IdentificationPreferenceKind,
  PRECHECKIN_MESSAGES,
} from '@catania/shared/domain/precheckin-messages';
import type { Messages } from '../../namespaces';

const { guestIdentityDays } = site.legal.retention;

/** The schema's checks in English, by their key in PRECHECKIN_MESSAGES. */
const CHECKS: Record<keyof typeof PRECHECKIN_MESSAGES, string> = {
  surname: 'Enter the surname',
  name: 'Enter the first name',
  latinLetters: 'Use Latin letters, spaces, apostrophes and hyphens only, as on the document',
  sex: 'Choose the sex, as on the document',
  birthDate: 'Enter a valid date of birth',
  birthDateFuture: 'The date of birth must be in the past',
  birthDateTooOld: 'Check the date of birth',
  comune: 'Choose the town of birth from the list',
  province: 'The province does not match the town of birth',
  stateOfBirth: 'Choose the country of birth from the list',
  bornInItaly: 'For someone born in Italy, choose «In Italy» and the town of birth',
  citizenship: 'Choose the citizenship from the list',
  documentType: 'Choose the type of document',
  documentNumber: 'Enter the document number',
  issuedAt: 'Choose where the document was issued (an Italian town or a foreign country)',
  residence: 'Choose the Italian town or the foreign country you live in from the list',
  travellingAs: 'Say whether you are travelling as a family or as a group',
};
const byItalian = new Map<string, string>(
  Object.entries(PRECHECKIN_MESSAGES).map(([key, italian]) => [
    italian,
    CHECKS[key as keyof typeof CHECKS],
  ]),
);

/** The checks whose Italian carries a figure or a name: told by the field they concern. */
const BY_FIELD: Record<string, string> = {
  surname: 'Check the surname: as on the document, at most 50 characters',
  name: 'Check the first name: as on the document, at most 30 characters',
  birthDate: 'Check the date of birth (dd/mm/yyyy)',
  birthPlace: 'Say whether the person was born in Italy or abroad',
  state: 'This country did not exist on the date of birth: check the country of birth',
  number: 'This number is not valid for the type of document: check the document',
  others: 'Enter the details of every person in the booking',
};

/** What still keeps the access details from the guest, by the server's Italian line. */
const MISSING = new Map<string, string>([
  [ACCESS_MISSING.precheckin, 'Complete the online pre-check-in with the details of every guest.'],
  [
    ACCESS_MISSING.identification,
    'The identification of the main guest, in person on arrival or by a short video call: the law does not allow us to give out the codes before.',
  ],
  [
    ACCESS_MISSING.instructions,
    'The access instructions are not ready yet: we will write to you before your arrival.',
  ],
  [ACCESS_MISSING.ended, 'The stay is over.'],
]);

/**
 * The documents a foreign guest may carry, by their Alloggiati code, in English: the common ones,
 * and the passports, identity papers and refugee's travel document of the other list. The rest of
 * the police's table are Italian service cards (the armed forces', the magistrates'...), which
 * only their Italian holders choose: they keep their official names.
 */
const DOCUMENTS: Record<string, string> = {
  IDENT: 'Identity card',
  IDELE: 'Electronic identity card',
  PASOR: 'Passport',
  PATEN: 'Driving licence',
  PASDI: 'Diplomatic passport',
  PASSE: 'Service passport',
  CIDIP: 'Diplomatic identity card',
  CERID: 'Identity certificate',
  RIFUG: "Refugee's travel document",
  PATNA: 'Boating licence',
};

/** The pre-check-in, in English (it/precheckin.ts is the reference, key by key). */
export default {
  metaTitle: 'Online pre-check-in',
  metaDescription: 'The online pre-check-in for your stay.',
  yourStay: 'Your stay',
  guestCount: (count: number) => (count === 1 ? '1 guest' : `${count} guests`),
  title: 'Online pre-check-in',
  linkFailed:
    'The pre-check-in could not be opened. Check the link in the email or try again shortly.',
  intro:
    'Italian law requires hosts to send the police (Questura) the details of everyone staying within 24 hours of arrival. Fill them in now: on arrival you will only need to show your document to be identified, in person or by video call.',
  privacy: `We use these details only for the report to the Questura (art. 109 TULPS) and for the tourist tax; dates of birth and documents are deleted ${guestIdentityDays} days after check-out.`,
  complete: 'Pre-check-in completed',
  completeOn: (day: string) => ` on ${day}`,
  documentEnding: (ending: string) => ` · document ending in ${ending}`,
  touristTax: 'Tourist tax to pay on arrival:',
  edit: 'Edit the details',
  purged:
    'The stay is over and, as the privacy notice provides, the guests’ details have been deleted.',
  closedBefore: 'The online pre-check-in was open until the day of arrival (',
  closedAfter: '): please bring an identity document for every guest on arrival.',
  form: {
    label: 'Pre-check-in',
    failed: 'The pre-check-in could not be sent. Please try again shortly.',
    sending: 'Sending…',
    send: 'Send the pre-check-in',
    travellingAs: 'Travelling as',
    family: 'Family',
    group: 'Group (friends, colleagues)',
    lead: 'Main guest',
    guest: (number: number) => `Guest ${number}`,
    leadOf: (total: number) => ` · guest 1 of ${total}`,
    guestOf: (total: number) => ` of ${total}`,
    surname: 'Surname',
    name: 'First name',
    sex: 'Sex',
    male: 'Male',
    female: 'Female',
    birthDate: 'Date of birth',
    datePlaceholder: 'dd/mm/yyyy',
    birthDateCalendar: 'Choose the date of birth from the calendar',
    birthPlace: 'Place of birth',
    inItaly: 'In Italy',
    abroad: 'Abroad',
    comune: 'Town of birth (comune)',
    comunePlaceholder: 'Type the town, e.g. Catania',
    comuneHint: 'Enter the date of birth first: the towns are those of that time.',
    state: 'Country of birth',
    statePlaceholder: 'Type the country, e.g. Germany',
    citizenship: 'Citizenship',
    citizenshipPlaceholder: 'Type the country, e.g. United Kingdom',
    residence: 'Residence (optional)',
    placePlaceholder: 'Italian town or foreign country',
    residenceHint: 'For the Sicilian Region’s tourism statistics.',
    document: 'Identity document',
    documentNote: 'Identity document (you will show it on arrival)',
    documentType: 'Type of document',
    choose: 'Choose…',
    commonDocuments: 'Most used',
    otherDocuments: 'Other documents',
    documentNumber: 'Document number',
    issuedAt: 'Place of issue',
    openList: (label: string) => `Open the list: ${label}`,
    noResults: 'No results: check the spelling',
    typeMore: 'Type at least 2 letters of the name',
  },
  documentName: (code: string, name: string) => DOCUMENTS[code] ?? name,
  error: (message: string, field: string) =>
    byItalian.get(message) ?? BY_FIELD[field.split('.').at(-1) ?? ''] ?? 'Check this field',
  identification: {
    done: 'Identification done: thank you!',
    saved: 'Choice saved',
    welcome: 'We look forward to welcoming you!',
    error: 'Error',
    saveFailed: 'Your choice could not be saved. Please try again.',
    title: 'Identification',
    intro:
      'The law requires us to check that whoever enters is the person on the document, in person or by a live video call. Once you are identified, the key code appears here.',
    legend: 'How would you like to be identified',
    kind: (kind: IdentificationPreferenceKind) =>
      ({
        video_slot: 'Video call at the chosen time',
        call_on_arrival: 'Call me on arrival',
        in_person: 'In person on arrival',
      })[kind],
    day: 'Day',
    time: 'Time (Italy)',
    save: 'Save my choice',
    openCall: 'Open the video call',
    current: (choice: string) => `Current choice: ${choice}`,
    slot: (day: string, time: string) => `, ${day} at ${time}`,
  },
  access: {
    title: 'How to get in',
    pending: 'Access instructions',
    missing: 'They will appear here as soon as everything is ready. Still needed:',
    missingLine: (line: string) => MISSING.get(line) ?? line,
  },
} satisfies Messages<'precheckin'>;
