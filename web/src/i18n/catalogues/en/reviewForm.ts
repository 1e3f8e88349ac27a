import { site } from '@catania/shared/config/site';
import type { Messages } from '../../namespaces';

const { textMinLength, textMaxLength, titleMaxLength, linkValidDaysAfterCheckOut } = site.reviews;

/** The personal review link's page and its form, in English (it/reviewForm.ts is the reference). */
export default {
  meta: { title: 'Your review', description: 'Tell us about your stay in Catania.' },
  eyebrow: 'Your review',
  title: (apartmentName: string) => `How was your stay at ${apartmentName}?`,
  untitled: 'Tell us about your stay',
  openFailed: "We couldn't open the link. Please try again in a moment.",
  home: 'Back to the home page',
  thanks: "Thank you, we've received your review",
  thanksText:
    "We'll publish it once we've read it, marked “Verified stay”. The link can be used only once per stay.",
  validUntil: (day: string) => `This link is personal and valid until ${day}, once only.`,
  refusals: {
    not_found:
      "This review link isn't valid. Please open the full link from the e-mail you received after your stay, or get in touch.",
    link_expired: `This review link has expired: it is valid for ${linkValidDaysAfterCheckOut} days after the end of the stay.`,
    stay_not_ended:
      "Your stay hasn't ended yet: you can write your review from the day of check-out.",
    already_reviewed:
      "You've already sent a review for this stay: each link can be used only once. Thank you!",
  },
  form: {
    overall: 'Overall score (1 to 10)',
    chooseScore: 'Choose a score from 1 to 10',
    title: 'Title',
    text: 'Your review',
    count: (typed: string, max: string) =>
      `${typed} / ${max} characters (at least ${textMinLength})`,
    name: 'Name to show',
    country: 'Country (or city) to show',
    consent:
      'I agree to the review being published on the website with the name and country given, and the month and apartment of the stay. The text will not be edited; the host may reply publicly.',
    sending: 'Sending…',
    send: 'Send your review',
    failed: 'Sending failed. Please try again in a moment.',
  },
  checks: {
    title: `Please give your review a title (at most ${titleMaxLength} characters)`,
    text: `Please write at least ${textMinLength} characters, at most ${textMaxLength}`,
    firstName: 'Please enter the name to show (at most 40 characters)',
    country: 'Please enter the country or city to show (at most 60 characters)',
    consent: 'Please agree to the review being published in order to send it.',
  },
} satisfies Messages<'reviewForm'>;
