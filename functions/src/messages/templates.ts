import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_KINDS,
  type MessageKind,
  type MessageTemplateContent,
} from '@catania/shared/domain/guest-messages';
import type { MessageTemplate, MessageTemplateInput } from '@catania/shared/schemas/messages';
import { NotFound } from '../lib/errors';
import {
  deleteTemplate,
  listStoredTemplates,
  putTemplate,
  type StoredTemplate,
} from './templates-repo';

/**
 * The templates as the owner sees them: one per kind for every apartment (the house's default
 * until edited), and the variants written for one apartment. A stay's message uses its
 * apartment's variant when there is one, else the general template.
 */

export const TEMPLATE_NOT_FOUND = 'Modello di messaggio non trovato';

/** `<kind>` or `<kind>:<apartmentId>`. */
export function parseTemplateId(id: string): { kind: MessageKind; apartmentId?: ApartmentId } {
  const [kind, apartment, ...rest] = id.split(':');
  const knownKind = MESSAGE_KINDS.find((k) => k === kind);
  if (!knownKind || rest.length > 0) throw new NotFound(TEMPLATE_NOT_FOUND);
  if (apartment === undefined) return { kind: knownKind };
  const apartmentId = APARTMENT_IDS.find((a) => a === apartment);
  if (!apartmentId) throw new NotFound(TEMPLATE_NOT_FOUND);
  return { kind: knownKind, apartmentId };
}

const templateId = (kind: MessageKind, apartmentId?: ApartmentId) =>
  apartmentId ? `${kind}:${apartmentId}` : kind;

function view(kind: MessageKind, stored: StoredTemplate | undefined): MessageTemplate {
  const content: MessageTemplateContent = stored ?? DEFAULT_MESSAGE_TEMPLATES[kind];
  return {
    id: templateId(kind, stored?.apartmentId),
    kind,
    ...(stored?.apartmentId ? { apartmentId: stored.apartmentId } : {}),
    enabled: content.enabled,
    subject: content.subject,
    body: content.body,
    daysOffset: content.daysOffset,
    time: content.time,
    isDefault: stored === undefined,
    ...(stored ? { updatedAt: stored.updatedAt } : {}),
  };
}

/** Every general template (stored or default) and every variant, kind by kind. */
export async function listTemplates(): Promise<MessageTemplate[]> {
  const stored = await listStoredTemplates();
  return MESSAGE_KINDS.flatMap((kind) => [
    view(
      kind,
      stored.find((t) => t.kind === kind && !t.apartmentId),
    ),
    ...APARTMENT_IDS.flatMap((apartmentId) => {
      const variant = stored.find((t) => t.kind === kind && t.apartmentId === apartmentId);
      return variant ? [view(kind, variant)] : [];
    }),
  ]);
}

/** The template in force for a kind in an apartment: its variant, else the general one. */
export type TemplateSet = (kind: MessageKind, apartmentId: ApartmentId) => MessageTemplateContent;

export async function loadTemplateSet(): Promise<TemplateSet> {
  const stored = await listStoredTemplates();
  return (kind, apartmentId) =>
    stored.find((t) => t.kind === kind && t.apartmentId === apartmentId) ??
    stored.find((t) => t.kind === kind && !t.apartmentId) ??
    DEFAULT_MESSAGE_TEMPLATES[kind];
}

export async function saveTemplate(
  id: string,
  input: MessageTemplateInput,
  now = new Date(),
): Promise<MessageTemplate> {
  const { kind, apartmentId } = parseTemplateId(id);
  const stored: StoredTemplate = {
    kind,
    ...(apartmentId ? { apartmentId } : {}),
    ...input,
    updatedAt: now.toISOString(),
  };
  await putTemplate(stored);
  return view(kind, stored);
}

/** A general template back to the house's text; a variant removed (the general one applies). */
export async function resetTemplate(id: string): Promise<void> {
  const { kind, apartmentId } = parseTemplateId(id);
  const removed = await deleteTemplate(kind, apartmentId);
  // A variant that does not exist is unknown; the general template always exists (as default).
  if (!removed && apartmentId) throw new NotFound(TEMPLATE_NOT_FOUND);
}
