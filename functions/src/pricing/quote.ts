import type { ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { centsToEuro } from '@catania/shared/domain/money';
import { priceStay, type StayPrice } from '@catania/shared/domain/pricing';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { PriceCalculateResponse } from '@catania/shared/schemas/pricing';
import { apartmentNotFound } from '../apartments/apartments';
import { getPricingContext } from './rules-repo';

export interface Quote {
  apartment: Apartment;
  price: StayPrice;
}

/** Prices a stay from the stored base price and rules: the amount a guest is quoted and charged. */
export async function quoteStay(
  id: ApartmentId,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): Promise<Quote> {
  const context = await getPricingContext(id);
  if (!context) throw apartmentNotFound();
  return {
    apartment: context.apartment,
    price: priceStay(context.apartment.price, context.rules, checkIn, checkOut),
  };
}

/** The public shape of a quote, in euros. */
export function toPriceResponse(
  id: ApartmentId,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  price: StayPrice,
): PriceCalculateResponse {
  return {
    apartmentId: id,
    startDate: checkIn,
    endDate: checkOut,
    nights: price.nights,
    pricePerNight: centsToEuro(price.pricePerNightCents),
    subtotal: centsToEuro(price.subtotalCents),
    discount: price.discount
      ? {
          type: price.discount.type,
          percentage: price.discount.percentage,
          amount: centsToEuro(price.discount.amountCents),
        }
      : null,
    totalPrice: centsToEuro(price.totalCents),
    currency: 'EUR',
    nightly: price.nightly.map((night) => ({
      date: night.date,
      price: centsToEuro(night.priceCents),
    })),
  };
}
