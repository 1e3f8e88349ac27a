import { DEFAULT_EXTRAS } from '@catania/shared/domain/extras';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { apartmentFixture } from '../../../test/fixtures';
import { fillIn, refuse, renderFeature, stubApi } from '../../../test/render';

import { ExtrasCatalogue } from './extras-catalogue';

const apartments = [
  apartmentFixture(),
  apartmentFixture({ id: 'appartamento-3', name: 'Suite Romantica Bellini' }),
];
const catalogue = { extras: DEFAULT_EXTRAS.map((extra) => ({ ...extra, staleTranslations: {} })) };

afterEach(() => vi.unstubAllGlobals());

const card = (name: RegExp) =>
  screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? '')) as HTMLElement;

it('lists the extras with price, deposit and limit, and turns one off', async () => {
  const calls = stubApi({
    listExtraDefinitions: catalogue,
    listApartments: apartments,
    putExtraDefinition: ({ body }) => ({ extra: { id: 'pet', ...(body as object) } as never }),
  });
  const { user } = renderFeature(<ExtrasCatalogue />);
  await screen.findByTestId('extras-catalogue');
  expect(await screen.findByText(/^Parcheggio convenzionato$/)).toBeVisible();
  expect(card(/^Animale domestico/)).toHaveTextContent(
    /20\s€ a notte \+ cauzione 100\s€ · fino a 2 per prenotazione/,
  );
  expect(card(/^Check-out posticipato/)).not.toHaveTextContent('per prenotazione');

  await user.click(within(card(/^Animale domestico/)).getByRole('switch'));
  expect(calls.find((c) => c.route === 'putExtraDefinition')).toMatchObject({
    params: { id: 'pet' },
    body: { active: false, maxQuantity: 2, depositEuro: 100, priceEuro: 20 },
  });
});

it('edits a limit: sent as a number, a refusal shown under its field; the late check-out has none', async () => {
  const calls = stubApi({
    listExtraDefinitions: catalogue,
    listApartments: apartments,
    putExtraDefinition: ({ body }) =>
      (body as { maxQuantity?: number }).maxQuantity === 4
        ? { extra: { id: 'parking', ...(body as object) } as never }
        : refuse(400, {
            error: 'Dati non validi',
            code: 'validation_error',
            issues: [
              {
                field: 'maxQuantity',
                message:
                  'La quantità massima per prenotazione deve essere un numero intero tra 1 e 20',
              },
            ],
          }),
  });
  const { user } = renderFeature(<ExtrasCatalogue />);
  await screen.findByText(/^Parcheggio convenzionato$/);
  await user.click(within(card(/^Parcheggio/)).getByRole('button', { name: 'Modifica' }));
  let dialog = await screen.findByRole('dialog', { name: 'Modifica: Parcheggio convenzionato' });
  const limit = within(dialog).getByLabelText('Quantità massima per prenotazione');
  expect(limit).toHaveValue('2');
  expect(dialog).toHaveTextContent('per ogni giorno (es. posti auto)');

  await user.clear(limit);
  await fillIn(user, limit, '25');
  await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
  const error = await within(dialog).findByText(/numero intero tra 1 e 20/);
  expect(limit).toHaveAttribute('aria-invalid', 'true');
  expect(limit).toHaveAttribute('aria-describedby', error.id);

  await user.clear(limit);
  await fillIn(user, limit, '4');
  await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
  expect(calls.filter((c) => c.route === 'putExtraDefinition').map((c) => c.body)).toEqual([
    expect.objectContaining({ maxQuantity: 25, pricing: 'day', priceEuro: 15 }),
    expect.objectContaining({ maxQuantity: 4 }),
  ]);
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(
    within(card(/^Check-out posticipato/)).getByRole('button', { name: 'Modifica' }),
  );
  dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByLabelText('Quantità massima per prenotazione')).toBeNull();
});

it("adds the owner's own extra for one apartment, its code made from its name", async () => {
  const calls = stubApi({
    listExtraDefinitions: catalogue,
    listApartments: apartments,
    putExtraDefinition: ({ params, body }) => ({
      extra: { id: params.id, ...(body as object) } as never,
    }),
  });
  const { user } = renderFeature(<ExtrasCatalogue />);
  await user.click(await screen.findByRole('button', { name: /Nuovo extra/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuovo extra' });
  await fillIn(user, within(dialog).getByLabelText('Nome'), 'Culla per neonati');
  await fillIn(user, within(dialog).getByLabelText('Prezzo (€)'), '12,5');
  await user.click(
    await within(dialog).findByRole('checkbox', { name: 'Suite Romantica Bellini' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
  const [put] = calls.filter((c) => c.route === 'putExtraDefinition');
  expect(put?.params.id).toMatch(/^culla-per-neonati-[a-z0-9]{1,4}$/);
  expect(put?.body).toEqual({
    name: 'Culla per neonati',
    description: '',
    pricing: 'stay',
    priceEuro: 12.5,
    maxQuantity: 1,
    apartmentIds: ['appartamento-3'],
    active: true,
  });
});
