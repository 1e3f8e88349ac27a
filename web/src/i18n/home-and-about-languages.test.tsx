import { SEED_HOME_PHOTOS } from '@catania/shared/content/home-photos';
import { SEED_SITE_TEXTS_BY_LOCALE } from '@catania/shared/content/site-texts';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApartmentsSection } from '../features/apartments/apartments-section';
import { ContactForm } from '../features/contact/contact-form';
import { ContactSection } from '../features/contact/contact-section';
import { Hero } from '../features/hero/hero';
import { HostTeaser } from '../features/host/host-teaser';
import AboutPage from '../pages/about';
import { DiscoverCatania, FaqSection } from '../pages/home-later-sections';
import { apartmentFixture, reviewsFixture } from '../test/fixtures';
import { ITALIAN_WORDS, italianLeft, pageWords } from '../test/languages';
import { renderFeature, stubApi } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

const apartment = apartmentFixture();

/** The home's answers: the published texts and photos, the reviews, today's availability. */
const homeApi = () =>
  stubApi({
    // The owner's texts in the language asked (the server's: Italian for one it has not).
    getSiteTexts: ({ query }) =>
      SEED_SITE_TEXTS_BY_LOCALE[query.get('lang') === 'en' ? 'en' : 'it'],
    getHomePhotos: { hero: SEED_HOME_PHOTOS.hero, discover: SEED_HOME_PHOTOS.discover },
    getReviews: reviewsFixture(),
    listApartments: [apartment],
    getAvailabilityBatch: {},
  });

describe("the home's and the about page's own words in English", () => {
  it("the home's sections speak English around the owner's words", async () => {
    homeApi();
    renderFeature(
      <>
        <Hero title="Title" subtitle="Subtitle" />
        <ApartmentsSection />
        <HostTeaser />
        <DiscoverCatania />
        <FaqSection />
        <ContactSection />
      </>,
      { path: '/en' },
    );
    expect(screen.getByText('Historic centre · Catania, Sicily')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Four homes, four ways to live Catania' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Discover ${apartment.name}` })).toHaveAttribute(
      'href',
      '/en/appartamento/appartamento-1',
    );
    expect(screen.getByRole('link', { name: `Check dates for ${apartment.name}` })).toHaveAttribute(
      'href',
      '/en/smart-booking/appartamento-1',
    );
    expect(screen.getByRole('link', { name: /Our story/ })).toHaveAttribute(
      'href',
      '/en/chi-siamo',
    );
    expect(
      screen.getByRole('heading', {
        name: 'Baroque streets, the sea and the volcano, all on foot',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Everything you need to know before you travel' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Every day 08:00–22:00 · Assistance 24\/7/)).toBeInTheDocument();
    // The cards' and the FAQ's words are the owner's English document; the categories the site's.
    expect(
      await screen.findByRole('heading', { name: "Sant'Agata Cathedral" }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('3 min walk').length).toBeGreaterThan(0);
    expect(screen.getByText('What is the cancellation policy?')).toBeInTheDocument();
    expect(screen.queryByText("Duomo di Sant'Agata")).toBeNull();
    expect(screen.getAllByText('History').length).toBeGreaterThan(0);
    expect(screen.queryByText('Storia')).toBeNull();
    await waitFor(() => expect(screen.getByText('published reviews')).toBeInTheDocument());
    // The names (the apartments', a suite's in a photo's description) are the only Italian kept.
    const words = pageWords()
      .replaceAll(apartment.name, '')
      .replaceAll('Suite Romantica Bellini', '');
    expect(italianLeft(['homeSections', 'reviews', 'common'], words)).toEqual([]);
    expect(words).not.toMatch(ITALIAN_WORDS);
  });

  it.each([
    ['/en', 'Booked from'],
    ['/', 'Occupato dal'],
  ])("the cards' availability badges on %s are in the page's language", async (path, from) => {
    const soon = addDays(todayInRome(), 3);
    stubApi({
      getAvailabilityBatch: {
        [apartment.id]: { success: true, data: { unavailableDates: [soon] } },
      } as never,
      getReviews: reviewsFixture(),
      listApartments: [apartment],
    });
    renderFeature(<ApartmentsSection />, { path });
    const [, month, day] = soon.split('-');
    expect(await screen.findByText(`${from} ${day}/${month}`)).toBeInTheDocument();
  });

  it('the contact form speaks English, its checks too', async () => {
    const { user } = renderFeature(<ContactForm />, { path: '/en' });
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name *')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-in (optional)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Required fields missing')).toBeInTheDocument();
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please write your message')).toBeInTheDocument();
    expect(italianLeft(['contact', 'common'])).toEqual([]);
    expect(pageWords()).not.toMatch(ITALIAN_WORDS);
  });

  it("the contact form sends the page's language with the message (the owner answers in it)", async () => {
    const requests = stubApi({
      createContact: { success: true, id: '00000000-0000-4000-8000-000000000001' },
    });
    const { user } = renderFeature(<ContactForm />, { path: '/en' });
    await user.type(screen.getByLabelText('First name *'), 'Emily');
    await user.type(screen.getByLabelText('Last name *'), 'Clarke');
    await user.type(screen.getByLabelText('Email *'), 'emily@example.com');
    await user.type(screen.getByLabelText('Message *'), 'Is there parking nearby?');
    await user.click(screen.getByRole('checkbox', { name: /agree to my data/ }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ nome: 'Emily', locale: 'en' });
  });

  it.each([
    ['/en', 'Check-in (optional)', 'Send message', 'Invalid date: please write it as dd/mm/yyyy'],
    ['/', 'Check-in (facoltativo)', 'Invia messaggio', 'Data non valida: scrivila come gg/mm/aaaa'],
  ])(
    'the contact form on %s tells a date typed wrong in its language',
    async (path, label, send, said) => {
      const { user } = renderFeature(<ContactForm />, { path });
      await user.type(screen.getByLabelText(label), '31/02/2027');
      await user.click(screen.getByRole('button', { name: send }));
      expect(await screen.findByText(said)).toBeInTheDocument();
    },
  );

  it('the contact form in Italian keeps the schema’s words', async () => {
    const { user } = renderFeature(<ContactForm />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findAllByText('Campi obbligatori mancanti')).not.toHaveLength(0);
    expect(screen.getByLabelText('Nome *')).toBeInTheDocument();
  });

  it('the about page speaks English', async () => {
    stubApi({ getReviews: reviewsFixture() });
    renderFeature(<AboutPage />, { path: '/en/chi-siamo' });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Sicilian hospitality from a Catanese family',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book your stay' })).toHaveAttribute(
      'href',
      '/en/prenota',
    );
    await waitFor(() => expect(screen.getByText('average rating out of 10')).toBeInTheDocument());
    expect(screen.getByText('guest assistance')).toBeInTheDocument();
    const words = pageWords().replaceAll('Piazza Duomo', '');
    expect(italianLeft(['about', 'reviews', 'common'], words)).toEqual([]);
    expect(words).not.toMatch(ITALIAN_WORDS);
  });
});
