import { DEFAULT_MESSAGE_TEMPLATES } from '@catania/shared/domain/guest-messages';
import type { MessageTemplate } from '@catania/shared/schemas/messages';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { apartmentFixture } from '../../../test/fixtures';
import { fillIn, renderFeature, stubApi } from '../../../test/render';
import { TemplateEditor } from './template-editor';

afterEach(() => vi.unstubAllGlobals());

const stay = {
  stayKey: 'booking#B1',
  guestName: 'Anna Rossi',
  apartmentId: 'appartamento-1' as const,
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
};

const savedTemplate = (id: string, body: object): { template: MessageTemplate } => ({
  template: { id, kind: 'pre-arrival', isDefault: false, ...(body as object) } as MessageTemplate,
});

it('writes the text with a placeholder from the list, previews it with a real stay and saves it', async () => {
  const calls = stubApi({
    listApartments: [apartmentFixture()],
    listPreviewStays: { stays: [stay] },
    previewMessageTemplate: ({ body }) => ({
      subject: 'Tra una settimana a Catania',
      html: '<p>Ciao Anna, a presto!</p>',
      text: `${(body as { body: string }).body.replace('{{nome}}', 'Anna')}, a presto!`,
      stay,
      unknown: [],
    }),
    updateMessageTemplate: ({ params, body }) => savedTemplate(params.id ?? '', body as object),
  });
  const onClose = vi.fn();
  const { user } = renderFeature(
    <TemplateEditor
      target={{ kind: 'pre-arrival' }}
      templates={[]}
      onTargetChange={() => undefined}
      onClose={onClose}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Prima dell’arrivo' });
  const text = within(dialog).getByLabelText('Testo');
  expect(text).toHaveValue(DEFAULT_MESSAGE_TEMPLATES['pre-arrival'].body);

  await user.clear(text);
  await fillIn(user, text, 'Ciao ');
  await user.click(within(dialog).getByRole('button', { name: /Segnaposto disponibili/ }));
  await user.click(within(dialog).getByRole('button', { name: /^\{\{nome\}\}/ }));
  expect(text).toHaveValue('Ciao {{nome}}');

  await user.selectOptions(
    within(dialog).getByLabelText('Anteprima con un soggiorno vero'),
    within(dialog).getByRole('option', { name: /Anna Rossi/ }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Anteprima' }));
  expect(await within(dialog).findByTestId('template-preview')).toHaveTextContent(
    'Ciao Anna, a presto!',
  );
  expect(calls.find((c) => c.route === 'previewMessageTemplate')?.body).toEqual({
    kind: 'pre-arrival',
    subject: DEFAULT_MESSAGE_TEMPLATES['pre-arrival'].subject,
    body: 'Ciao {{nome}}',
    stayKey: 'booking#B1',
  });

  await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.find((c) => c.route === 'updateMessageTemplate')).toMatchObject({
    params: { id: 'pre-arrival' },
    body: { enabled: true, body: 'Ciao {{nome}}', daysOffset: -7, time: '10:00' },
  });
});

it('names an unknown placeholder as it is typed and does not let it be saved', async () => {
  const calls = stubApi({ listApartments: [apartmentFixture()], listPreviewStays: { stays: [] } });
  const { user } = renderFeature(
    <TemplateEditor
      target={{ kind: 'thank-you' }}
      templates={[]}
      onTargetChange={() => undefined}
      onClose={() => undefined}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  const text = within(dialog).getByLabelText('Testo');
  await fillIn(user, text, ' {{sconto}}');
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'Segnaposto sconosciuto: {{sconto}}. Usa solo quelli dell’elenco.',
  );
  expect(text).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeDisabled();
  expect(calls.map((c) => c.route)).not.toContain('updateMessageTemplate');
});

it("starts an apartment's own version from the text for every apartment, and saves it apart", async () => {
  const general: MessageTemplate = {
    id: 'checkout-reminder',
    kind: 'checkout-reminder',
    enabled: true,
    subject: 'Domani la partenza',
    body: 'Ciao {{nome}}, domani si parte.',
    daysOffset: -1,
    time: '18:00',
    isDefault: false,
  };
  const calls = stubApi({
    listApartments: [apartmentFixture()],
    listPreviewStays: { stays: [] },
    updateMessageTemplate: ({ params, body }) => savedTemplate(params.id ?? '', body as object),
  });
  const { user } = renderFeature(
    <TemplateEditor
      target={{ kind: 'checkout-reminder', apartmentId: 'appartamento-1' }}
      templates={[general]}
      onTargetChange={() => undefined}
      onClose={() => undefined}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Nuova versione per questo appartamento');
  expect(within(dialog).getByLabelText('Testo')).toHaveValue(general.body);
  expect(within(dialog).queryByRole('button', { name: 'Elimina versione' })).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
  await vi.waitFor(() =>
    expect(calls.find((c) => c.route === 'updateMessageTemplate')).toMatchObject({
      params: { id: 'checkout-reminder:appartamento-1' },
      body: { subject: 'Domani la partenza', daysOffset: -1, time: '18:00' },
    }),
  );
});
