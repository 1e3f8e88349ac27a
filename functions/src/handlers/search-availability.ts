import * as routes from '@catania/shared/api/routes/availability';
import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { apartmentIn } from '@catania/shared/domain/apartment-language';
import { todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro } from '@catania/shared/domain/money';
import { STAY_MESSAGES } from '@catania/shared/domain/stay-terms';
import { countSearch } from '../abuse/limits';
import { unavailableNightsOfStay } from '../availability/availability';
import { clientAddress } from '../http/client-address';
import { badRequest } from '../http/errors';
import { httpHandler } from '../http/handler';
import { assessStay } from '../pricing/quote';

/**
 * Every apartment free for the whole stay, with its price: two queries per apartment, in
 * parallel. A free apartment whose stay rules refuse the dates is told apart, with the reason.
 */
export const handler = httpHandler(routes.searchAvailability, async ({ body, query, event }) => {
  await countSearch(clientAddress(event));
  const { startDate, endDate } = body;
  if (startDate < todayInRome()) {
    throw badRequest(STAY_MESSAGES.pastCheckIn, [
      { field: 'startDate', message: STAY_MESSAGES.pastCheckIn },
    ]);
  }
  const candidates = await Promise.all(
    APARTMENT_IDS.map(async (id) => {
      const [taken, quote] = await Promise.all([
        unavailableNightsOfStay(id, startDate, endDate),
        assessStay(id, startDate, endDate),
      ]);
      if (taken.length > 0) return undefined;
      // An apartment whose stay rules refuse these dates is not offered for them.
      const refusal = quote.problems.find((problem) => problem.rule);
      return { quote, refusal };
    }),
  );
  const restricted = candidates.flatMap((candidate) =>
    candidate?.refusal
      ? [
          {
            id: candidate.quote.apartment.id,
            name: candidate.quote.apartment.name,
            reason: candidate.refusal.message,
            ...(candidate.refusal.reason ? { rule: candidate.refusal.reason } : {}),
          },
        ]
      : [],
  );
  const availableApartments = candidates.flatMap((candidate) => {
    if (!candidate || candidate.refusal) return [];
    const { quote } = candidate;
    return [
      {
        id: quote.apartment.id,
        name: quote.apartment.name,
        description: apartmentIn(quote.apartment, query.lang).shortDescription,
        image: quote.apartment.image.src,
        maxGuests: quote.apartment.maxGuests,
        amenities: quote.apartment.amenities,
        nights: quote.price.nights,
        totalPrice: centsToEuro(quote.price.totalCents),
        pricePerNight: centsToEuro(quote.price.pricePerNightCents),
      },
    ];
  });
  return { availableApartments, totalFound: availableApartments.length, restricted };
});
