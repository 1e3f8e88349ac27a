import type { Page } from '@playwright/test';
import { day, ddmmyyyy, expect, mockJson, test, toast, withConsent } from './helpers';

test.beforeEach(async ({ context, baseURL, page }) => {
  await withConsent(context, baseURL);
  await page.goto('/#contatti');
});

const form = (page: Page) => page.getByTestId('contact-form');

async function fillRequired(page: Page) {
  await form(page).getByLabel('Nome *', { exact: true }).fill('Giulia');
  await form(page).getByLabel('Cognome *').fill('Russo');
  await form(page).getByLabel('Email *').fill('giulia@example.com');
  await form(page).getByLabel('Messaggio *').fill('Vorrei informazioni sul parcheggio.');
}

test('client validation: required fields, then privacy consent', { tag: '@phone-only' }, async ({
  page,
}) => {
  await form(page).getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(toast(page)).toContainText('Campi obbligatori mancanti');
  await expect(form(page).getByText('Campi obbligatori mancanti')).toHaveCount(3);
  await expect(form(page).getByLabel('Nome *', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await fillRequired(page);
  await form(page).getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(toast(page)).toContainText('Consenso privacy richiesto');
  await expect(form(page)).toContainText(
    'Consenso privacy richiesto: Devi accettare il trattamento dei dati personali per continuare.',
  );
  await expect(form(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('success sends only filled optional fields, thanks and resets the form', {
  tag: '@phone-only',
}, async ({ page }) => {
  let sent: Record<string, unknown> = {};
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contacts') && request.method() === 'POST')
      sent = request.postDataJSON();
  });
  await fillRequired(page);
  await form(page)
    .getByLabel('Check-in (facoltativo)')
    .fill(ddmmyyyy(day(30)));
  await form(page)
    .getByRole('checkbox', { name: /Privacy Policy/ })
    .click();
  await form(page).getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(toast(page)).toContainText('Messaggio inviato con successo!');
  await expect(toast(page)).toContainText('Ti risponderemo entro 24 ore negli orari di ufficio.');
  await expect(form(page).getByLabel('Nome *', { exact: true })).toHaveValue('');
  await expect(form(page).getByLabel('Messaggio *')).toHaveValue('');
  await expect(form(page).getByRole('checkbox', { name: /Privacy Policy/ })).not.toBeChecked();
  expect(sent).toMatchObject({
    nome: 'Giulia',
    cognome: 'Russo',
    checkIn: day(30),
    privacyConsent: true,
    marketingConsent: false,
  });
  expect(sent).not.toHaveProperty('telefono');
  expect(sent).not.toHaveProperty('checkOut');
});

test('server validation answers in Italian and a server failure shows the error notice', {
  tag: '@phone-only',
}, async ({ page, request }) => {
  const response = await request.post('/api/contacts', {
    data: {
      nome: 'Giulia',
      cognome: '',
      email: 'giulia@example.com',
      messaggio: 'Ciao',
      privacyConsent: false,
    },
  });
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(JSON.stringify(body.issues)).toContain('Campi obbligatori mancanti');
  expect(JSON.stringify(body.issues)).toContain('Consenso privacy richiesto');

  await mockJson(
    page,
    '/api/contacts',
    {
      error: 'Campi obbligatori mancanti',
      code: 'validation_error',
      issues: [{ field: 'email', message: 'Email non valida' }],
    },
    400,
  );
  await fillRequired(page);
  await form(page)
    .getByRole('checkbox', { name: /Privacy Policy/ })
    .click();
  await form(page).getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(toast(page)).toContainText("Errore nell'invio del messaggio");
  await expect(toast(page)).toContainText(
    'Si è verificato un errore. Riprova o contattaci direttamente.',
  );
  await expect(form(page)).toContainText('Email non valida');
  await expect(form(page).getByLabel('Nome *', { exact: true })).toHaveValue('Giulia');
});
