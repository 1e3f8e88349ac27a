import { resolveApartmentId } from '@catania/shared/config/apartments';
import { apartmentPagePath } from '@catania/shared/config/page-paths';
/** Where the apartment page's calendar is: the phone bar and a refused checkout lead there. */
export const CALENDAR_ANCHOR = 'calendario';

/**
 * The way back to an apartment's calendar with a stay's dates chosen again:
 * a refused stay is changed where it was chosen (the guest's details wait in the draft).
 */
export function changeStayPath(apartmentId: string, stay: { checkIn?: string; checkOut?: string }) {
  const query = new URLSearchParams();
  if (stay.checkIn) query.set('checkIn', stay.checkIn);
  if (stay.checkOut) query.set('checkOut', stay.checkOut);
  const search = query.size > 0 ? `?${query}` : '';
  const id = resolveApartmentId(apartmentId);
  // A draft naming no apartment the site has (an old tab, a hand-made draft): the stays are home.
  return id ? `${apartmentPagePath(id)}${search}#${CALENDAR_ANCHOR}` : '/';
}
