import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The consent cookie the browser holds, parsed, or null. */
function storedConsent() {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith('consent_state='))
    ?.slice('consent_state='.length);
  return raw ? JSON.parse(decodeURIComponent(raw)) : null;
}

/**
 * A fresh page at `path`: no consent cookie, and the consent store and banner loaded anew, with
 * the page's language's texts loaded first, as the app's entry does.
 */
async function visit(path = '/') {
  const { loadMessages } = await import('../../i18n/messages');
  const locale = path.startsWith('/en') ? 'en' : 'it';
  // The layout's texts, and the later ones of the notifications the test page shows beside it.
  await Promise.all([loadMessages(locale, 'common'), loadMessages(locale, 'layoutLater')]);
  const { CookieBanner } = await import('./cookie-banner');
  const { consentStore } = await import('../../lib/consent');
  // The page's navigation from the same fresh modules as the banner.
  const { renderFeature } = await import('../../test/render');
  return { ...renderFeature(<CookieBanner />, { path }), consentStore };
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar.
  document.cookie = 'consent_state=; Max-Age=0; Path=/';
  vi.resetModules();
});

describe('the cookie banner', () => {
  it('asks in English on an English page, its links in English, and stores the same record', async () => {
    const { user } = await visit('/en/chi-siamo');
    expect(screen.getByRole('heading', { name: 'We respect your privacy' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
    expect(screen.queryByText(/Rifiuta/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(storedConsent()).toMatchObject({
      version: '1.0',
      necessary: true,
      analytics: false,
      marketing: false,
    });
  });

  it('asks a visitor without consent, and "Rifiuta tutti" stores a refusal', async () => {
    const { user } = await visit();
    expect(screen.getByRole('heading', { name: 'Rispettiamo la tua privacy' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Rifiuta tutti' }));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(storedConsent()).toMatchObject({
      version: '1.0',
      necessary: true,
      analytics: false,
      marketing: false,
    });
  });

  it('"Accetta tutti" stores consent to analytics and marketing', async () => {
    const { user } = await visit();
    await user.click(screen.getByRole('button', { name: 'Accetta tutti' }));
    expect(storedConsent()).toMatchObject({ analytics: true, marketing: true });
  });

  it('stores what the visitor chose in "Personalizza", necessary cookies always on', async () => {
    const { user } = await visit();
    await user.click(screen.getByRole('button', { name: 'Personalizza' }));
    expect(screen.getByRole('heading', { name: 'Preferenze Cookie' })).toBeVisible();
    // The switches load with the preferences view.
    expect(await screen.findByRole('switch', { name: 'Necessari' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Necessari' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Analisi' }));
    await user.click(screen.getByRole('button', { name: 'Salva preferenze' }));
    expect(storedConsent()).toMatchObject({ analytics: true, marketing: false });
  });

  it('closing without choosing stores nothing, so the question comes back next visit', async () => {
    const { user } = await visit();
    await user.click(screen.getByRole('button', { name: 'Chiudi senza accettare' }));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(storedConsent()).toBeNull();
  });

  it('stays away once the visitor chose, and reopens on the stored choice when asked', async () => {
    const first = await visit();
    await first.user.click(screen.getByRole('button', { name: 'Personalizza' }));
    await first.user.click(await screen.findByRole('switch', { name: 'Marketing' }));
    await first.user.click(screen.getByRole('button', { name: 'Salva preferenze' }));
    first.unmount();

    vi.resetModules();
    const again = await visit();
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    act(() => again.consentStore.openPreferences());
    expect(screen.getByRole('heading', { name: 'Preferenze Cookie' })).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Marketing' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analisi' })).not.toBeChecked();
  });
});
