import {
  ASPECT_LABELS,
  HIDE_REASON_LABELS,
  HIDE_REASONS,
  ORIGIN_LABELS,
  REVIEW_ASPECTS,
  VERIFICATION_LABELS,
} from '@catania/shared/domain/review-labels';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../i18n/catalogues/en/reviewForm';
import italianForm from '../../i18n/catalogues/it/reviewForm';
import italian from '../../i18n/catalogues/it/reviews';
import italianPage from '../../i18n/catalogues/it/reviewsPage';
import ReviewPage from '../../pages/review';
import ReviewsPage from '../../pages/reviews';
import { reviewsFixture } from '../../test/fixtures';
import { ITALIAN_WORDS, italianLeft, pageWords } from '../../test/languages';
import { fillIn, refuse, renderFeature, stubApi } from '../../test/render';
import { ApartmentReviews } from './apartment-reviews';
import { ReviewsTeaser } from './reviews-teaser';

afterEach(() => vi.unstubAllGlobals());

const APARTMENT = 'Appartamento Moderno Duomo';
/** The page's words without the apartment's name, the one Italian a page may keep. */
const words = () => pageWords().replaceAll(APARTMENT, '');

const link = {
  apartmentId: 'appartamento-1' as const,
  apartmentName: APARTMENT,
  checkIn: '2026-07-10',
  checkOut: '2026-07-13',
  verification: 'paid_booking' as const,
  firstName: 'Emma',
  validUntil: '2026-07-27',
  submitted: false,
};

const openReviewPage = (path: string) => renderFeature(<ReviewPage />, { path });

describe("the reviews' Italian words", () => {
  it("are the panel's and the mails' labels, in their order", () => {
    expect(italian.aspects).toEqual(ASPECT_LABELS);
    expect(Object.keys(italian.aspects)).toEqual([...REVIEW_ASPECTS]);
    expect(italian.origins).toEqual(ORIGIN_LABELS);
    expect(italian.verifications).toEqual(VERIFICATION_LABELS);
    expect(italianPage.policy.hideReasons).toEqual(HIDE_REASON_LABELS);
    expect(Object.keys(italianPage.policy.hideReasons)).toEqual([...HIDE_REASONS]);
  });
});

describe('the reviews in English', () => {
  it("/en/recensioni: the figures, each review's card and the policy in English", async () => {
    stubApi({ getReviews: reviewsFixture() });
    renderFeature(<ReviewsPage />, { path: '/en/recensioni' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '9.5 from 2 reviews' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 verified here · 1 from Airbnb/)).toBeInTheDocument();
    const stats = screen.getByTestId('review-stats');
    expect(within(stats).getByText('average out of 10').nextSibling).toHaveTextContent('9.5');
    expect(screen.getByText('Value for money')).toBeInTheDocument();
    expect(screen.getByText(/United Kingdom · stayed in September 2025/)).toBeInTheDocument();
    expect(screen.getByText('Verified stay')).toBeInTheDocument();
    expect(screen.getByText('from Airbnb')).toBeInTheDocument();
    expect(screen.getByText("The host's reply")).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 10 out of 10' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How we verify reviews' })).toBeInTheDocument();
    expect(screen.getByText('Not about the stay')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'How we verify reviews' })[0]).toHaveAttribute(
      'href',
      '/en/recensioni#come-verifichiamo',
    );
    expect(italianLeft(['reviews', 'reviewsPage', 'common'])).toEqual([]);
    expect(words()).not.toMatch(ITALIAN_WORDS);
  });

  it("the same page in Italian keeps the site's words", async () => {
    stubApi({ getReviews: reviewsFixture() });
    renderFeature(<ReviewsPage />, { path: '/recensioni' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '9,5 su 2 recensioni' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 verificata qui · 1 da Airbnb/)).toBeInTheDocument();
    expect(screen.getByText(/United Kingdom · soggiorno di settembre 2025/)).toBeInTheDocument();
    expect(screen.getByText('Soggiorno verificato')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Come verifichiamo le recensioni' }),
    ).toBeInTheDocument();
  });

  it("the home's and the apartment page's reviews in English", async () => {
    stubApi({ getReviews: reviewsFixture() });
    renderFeature(
      <>
        <ReviewsTeaser />
        <ApartmentReviews apartmentId="appartamento-1" />
      </>,
      { path: '/en' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Reviews · 9.5 from 2 reviews' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute(
      'href',
      '/en/recensioni',
    );
    expect(screen.getByText('Cleanliness')).toBeInTheDocument();
    expect(italianLeft(['reviews', 'common'])).toEqual([]);
    expect(words()).not.toMatch(ITALIAN_WORDS);
  });

  it('the personal link: the stay, the form and its checks in English', async () => {
    stubApi({ getReviewLink: link });
    const { user } = openReviewPage('/en/recensione/secret-token-0123456789');
    expect(
      await screen.findByRole('heading', { name: `How was your stay at ${APARTMENT}?` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Friday,? 10 July 2026 – Monday,? 13 July 2026$/)).toBeInTheDocument();
    expect(screen.getByText('Booking paid on this website')).toBeInTheDocument();
    expect(screen.getByText(/valid until Monday,? 27 July 2026, once only/)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Overall score (1 to 10)' })).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('Your review'), 'Too short');
    expect(screen.getByText('9 / 2,000 characters (at least 20)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send your review' }));
    expect(screen.getAllByText('Choose a score from 1 to 10')).toHaveLength(5);
    expect(
      screen.getByText('Please write at least 20 characters, at most 2000'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please agree to the review being published in order to send it.'),
    ).toBeInTheDocument();
    expect(italianLeft(['reviewForm', 'reviews', 'common'])).toEqual([]);
    expect(words()).not.toMatch(ITALIAN_WORDS);
  });

  it("a refused link is told in English by its code, in Italian by the server's words", async () => {
    const expired = refuse(404, {
      error: 'Il link per la recensione è scaduto.',
      code: 'link_expired',
    });
    stubApi({ getReviewLink: expired });
    openReviewPage('/en/recensione/secret-token-0123456789');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This review link has expired: it is valid for',
    );
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    stubApi({ getReviewLink: expired });
    openReviewPage('/recensione/secret-token-0123456789');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il link per la recensione è scaduto.',
    );
  });
});

/** The fixture's reviews in their languages: one in English, one in Italian, one unrecorded. */
function reviewsInLanguages() {
  const fixture = reviewsFixture();
  const [inEnglish, other] = fixture.reviews;
  if (!inEnglish || !other) throw new Error('the fixture has two reviews');
  fixture.reviews = [
    { ...inEnglish, language: 'en' },
    {
      ...other,
      id: '01J0000000000000000000REV3',
      title: 'Casa perfetta',
      text: 'Posizione perfetta e host gentilissimo.',
      language: 'it',
    },
    { ...other, text: 'Great location, no language recorded.' },
  ];
  return fixture;
}

const card = (text: RegExp) => screen.getByText(text).closest('figure') as HTMLElement;

describe('each review in the language its guest wrote it in', () => {
  it('an English page marks every review with its language, and names the Italian one', async () => {
    stubApi({ getReviews: reviewsInLanguages() });
    renderFeature(<ReviewsPage />, { path: '/en/recensioni' });
    const quote = await screen.findByText(/Posizione perfetta/);
    expect(quote).toHaveAttribute('lang', 'it');
    expect(screen.getByText('Casa perfetta')).toHaveAttribute('lang', 'it');
    expect(within(card(/Posizione perfetta/)).getByText('Written in Italian')).toBeInTheDocument();
    // The page's own language: marked, not named.
    expect(screen.getByText(/right by the cathedral/)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Lovely flat')).toHaveAttribute('lang', 'en');
    // Unknown: neither marked nor named.
    expect(screen.getByText(/no language recorded/)).not.toHaveAttribute('lang');
    expect(screen.getAllByText(/^Written in/)).toHaveLength(1);
  });

  it('an Italian page names the English one in Italian', async () => {
    stubApi({ getReviews: reviewsInLanguages() });
    renderFeature(<ReviewsPage />, { path: '/recensioni' });
    const quote = await screen.findByText(/right by the cathedral/);
    expect(quote).toHaveAttribute('lang', 'en');
    expect(within(card(/right by the cathedral/)).getByText('Scritta in inglese')).toBeVisible();
    expect(screen.getByText(/Posizione perfetta/)).toHaveAttribute('lang', 'it');
    expect(screen.getAllByText(/^Scritta in/)).toHaveLength(1);
  });

  it("a review sent from the review page records the page's language", async () => {
    for (const [path, words, lang] of [
      ['/en/recensione/secret-token-0123456789', english, 'en'],
      ['/recensione/secret-token-0123456789', italianForm, null],
    ] as const) {
      document.body.innerHTML = '';
      const received = stubApi({
        getReviewLink: link,
        submitReview: { success: true, id: '01J0000000000000000000REV9' },
      });
      const { user } = openReviewPage(path);
      for (const group of await screen.findAllByRole('radiogroup')) {
        await user.click(within(group).getByRole('radio', { name: '9' }));
      }
      await fillIn(user, screen.getByLabelText(words.form.title), 'A week by the Duomo');
      await fillIn(user, screen.getByLabelText(words.form.text), 'Bright, quiet and spotless.');
      await fillIn(user, screen.getByLabelText(words.form.country), 'Germany');
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: words.form.send }));
      expect(await screen.findByText(words.thanks)).toBeInTheDocument();
      const sent = received.find((request) => request.route === 'submitReview');
      // An Italian page asks without it: the server takes Italian then.
      expect(sent?.query.get('lang'), path).toBe(lang);
      expect(sent?.body).toMatchObject({ title: 'A week by the Duomo', overall: 9 });
    }
  });
});
