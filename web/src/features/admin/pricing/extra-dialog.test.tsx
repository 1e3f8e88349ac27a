import { DEFAULT_EXTRAS } from '@catania/shared/domain/extras';
import type { StaleTranslations } from '@catania/shared/schemas/site-content';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { apartmentFixture } from '../../../test/fixtures';
import { fillIn, refuse, renderFeature, stubApi } from '../../../test/render';

import { ExtrasCatalogue } from './extras-catalogue';

/** The owner writes an extra's English beside its Italian, told which to check again. */

const catalogue = (stale: Record<string, StaleTranslations> = {}) => ({
  extras: DEFAULT_EXTRAS.map((extra) => ({ ...extra, staleTranslations: stale[extra.id] ?? {} })),
});
afterEach(() => vi.unstubAllGlobals());

const NOTICE = /Il testo italiano è cambiato dopo questa traduzione: controlla l'inglese\./;

async function openPet(
  stale: Record<string, StaleTranslations>,
  put: NonNullable<Parameters<typeof stubApi>[0]['putExtraDefinition']>,
) {
  const calls = stubApi({
    listExtraDefinitions: catalogue(stale),
    listApartments: [apartmentFixture()],
    putExtraDefinition: put,
  });
  const { user } = renderFeature(<ExtrasCatalogue />);
  // The list itself (a toast of an earlier save is a list item too).
  const list = await screen.findByTestId('extras-catalogue');
  const card = within(list)
    .getAllByRole('listitem')
    .find((li) => /^Animale domestico/.test(li.textContent ?? '')) as HTMLElement;
  await user.click(within(card).getByRole('button', { name: 'Modifica' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modifica: Animale domestico' });
  return { calls, user, card, dialog };
}

it("shows the English beside the Italian, says which to check since the Italian changed, and saves the owner's English", async () => {
  const { calls, user, card, dialog } = await openPet(
    { pet: { en: ['description'] } },
    ({ body }) => ({ extra: { id: 'pet', ...(body as object), staleTranslations: {} } as never }),
  );
  expect(card).toHaveTextContent('Inglese da controllare');
  const name = within(dialog).getByLabelText('Nome in inglese');
  const description = within(dialog).getByLabelText('Descrizione per l’ospite in inglese');
  expect(name).toHaveValue('Pet');
  expect(description).toHaveValue(
    'One pet up to 15 kg. The deposit is returned to you after your stay.',
  );
  // The notice stands by the description only, and is read with it.
  const notice = within(dialog).getByText(NOTICE);
  expect(within(dialog).getAllByText(NOTICE)).toHaveLength(1);
  expect(description.getAttribute('aria-describedby')).toContain(notice.id);
  expect(name.getAttribute('aria-describedby')).not.toContain(notice.id);

  await user.clear(name);
  await fillIn(user, name, 'Dog or cat');
  await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
  const [put] = calls.filter((c) => c.route === 'putExtraDefinition');
  expect(put?.body).toMatchObject({
    name: 'Animale domestico',
    translations: {
      en: {
        name: 'Dog or cat',
        description: 'One pet up to 15 kg. The deposit is returned to you after your stay.',
      },
    },
  });
  expect(put?.body).not.toHaveProperty('staleTranslations');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it("shows the server's refusal of an English text under its field", async () => {
  const message = 'Nome: al massimo 80 caratteri';
  const { user, dialog } = await openPet({}, () =>
    refuse(400, {
      error: 'Dati non validi',
      code: 'validation_error',
      issues: [{ field: 'translations.en.name', message }],
    }),
  );
  expect(within(dialog).queryByText(NOTICE)).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
  expect(await within(dialog).findByText(message)).toBeVisible();
  expect(within(dialog).getByLabelText('Nome in inglese')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('dialog')).toBeVisible();
});
