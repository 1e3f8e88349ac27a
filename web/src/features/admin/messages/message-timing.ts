import { MESSAGE_KIND_RULES, type MessageKind } from '@catania/shared/domain/guest-messages';
import type { MessageTemplate } from '@catania/shared/schemas/messages';

/** '7 giorni prima dell’arrivo, alle 10:00': when a template's message goes. */
export function timingLabel(
  kind: MessageKind,
  template: Pick<MessageTemplate, 'daysOffset' | 'time'>,
): string {
  const arrival = MESSAGE_KIND_RULES[kind].anchor === 'checkIn';
  const days = Math.abs(template.daysOffset);
  const count = days === 1 ? 'Il giorno' : `${days} giorni`;
  const day =
    template.daysOffset === 0
      ? `Il giorno ${arrival ? 'dell’arrivo' : 'della partenza'}`
      : template.daysOffset < 0
        ? `${count} prima ${arrival ? 'dell’arrivo' : 'della partenza'}`
        : `${count} dopo ${arrival ? 'l’arrivo' : 'la partenza'}`;
  return `${day}, alle ${template.time}`;
}
