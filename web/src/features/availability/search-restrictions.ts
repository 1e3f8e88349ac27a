import type { SearchAvailabilityResponse } from '@catania/shared/schemas/availability';

/**
 * The apartments free on the searched nights whose stay rules refuse the dates, each with the
 * server's reason ('Suite Famiglia, per questo arrivo il soggiorno minimo è di 5 notti').
 */
export function restrictionsText(restricted: SearchAvailabilityResponse['restricted']): string {
  return restricted.map(({ name, reason }) => `${name}, ${lowerFirst(reason)}`).join('; ');
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
