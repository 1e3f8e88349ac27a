import { type StayRuleMessages, stayRuleText } from '@catania/shared/domain/stay-rules';
import type { SearchAvailabilityResponse } from '@catania/shared/schemas/availability';

/**
 * The apartments free on the searched nights whose stay rules refuse the dates, each with the
 * server's reason ('Suite Famiglia, per questo arrivo il soggiorno minimo è di 5 notti'), worded
 * by the page's language's messages from the reason's code (the server's sentence without one).
 */
export function restrictionsText(
  restricted: SearchAvailabilityResponse['restricted'],
  messages: StayRuleMessages,
): string {
  return restricted
    .map(
      ({ name, reason, rule }) =>
        `${name}, ${lowerFirst(rule ? stayRuleText(rule, messages) : reason)}`,
    )
    .join('; ');
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
