import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { MESSAGE_KIND_LABELS, MESSAGE_KINDS } from '@catania/shared/domain/guest-messages';
import type { MessageTemplate } from '@catania/shared/schemas/messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { Badge, Card, EmptyState, SectionTitle } from '../ui';
import { useMessageTemplates, useSaveTemplate } from './api';
import { timingLabel } from './message-timing';
import { type EditTarget, TemplateEditor } from './template-editor';

/**
 * 'Messaggi': the messages every stay receives, in the owner's words. One card per
 * message with its time, on/off and the apartments that have their own version.
 */
export function MessagesManager() {
  const { data: templates, isLoading, isError } = useMessageTemplates();
  const names = useApartmentNames();
  const save = useSaveTemplate();
  const [editing, setEditing] = useState<EditTarget | undefined>();

  const toggle = async (template: MessageTemplate, enabled: boolean) => {
    const {
      id,
      enabled: _was,
      kind: _kind,
      apartmentId: _a,
      isDefault: _d,
      updatedAt: _u,
      ...rest
    } = template;
    try {
      await save.mutateAsync({ id, ...rest, enabled });
      toast({
        title: enabled ? 'Messaggio attivato' : 'Messaggio disattivato',
        description: MESSAGE_KIND_LABELS[template.kind],
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile salvare il messaggio.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div>
      <SectionTitle
        title="Messaggi agli ospiti"
        subtitle="Le e-mail che ogni soggiorno riceve, con le tue parole: prima dell'arrivo, il giorno prima, prima della partenza e dopo. Orari di Catania; di notte non parte nulla."
      />
      {isLoading ? <EmptyState>Caricamento messaggi...</EmptyState> : null}
      {isError ? <EmptyState>Impossibile caricare i messaggi.</EmptyState> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {MESSAGE_KINDS.map((kind) => {
          const general = templates?.find((t) => t.kind === kind && !t.apartmentId);
          const variants = templates?.filter((t) => t.kind === kind && t.apartmentId) ?? [];
          if (!general) return null;
          return (
            <Card key={kind} data-testid={`template-${kind}`}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-display text-xl text-lava-900">
                    {MESSAGE_KIND_LABELS[kind]}
                  </h3>
                  <p className="mt-0.5 text-sm text-lava-600">{timingLabel(kind, general)}</p>
                </div>
                <label
                  htmlFor={`template-switch-${kind}`}
                  className="flex min-h-11 items-center gap-2 text-sm text-lava-700"
                >
                  <span>{general.enabled ? 'Attivo' : 'Spento'}</span>
                  <Switch
                    id={`template-switch-${kind}`}
                    checked={general.enabled}
                    disabled={save.isPending}
                    onCheckedChange={(checked) => toggle(general, checked)}
                    aria-label={`${MESSAGE_KIND_LABELS[kind]}: attivo`}
                  />
                </label>
              </div>
              <p className="mt-3 truncate text-sm font-medium text-lava-900">{general.subject}</p>
              <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-lava-600">
                {general.body}
              </p>
              <p className="mt-2 text-xs text-lava-500">
                {general.isDefault
                  ? 'Testo predefinito della casa'
                  : `Modificato il ${italianDateTime(general.updatedAt ?? '')}`}
              </p>
              {variants.length > 0 ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  {variants.map((variant) => (
                    <button
                      key={variant.id}
                      type="button"
                      className="min-h-11"
                      onClick={() => setEditing({ kind, apartmentId: variant.apartmentId })}
                    >
                      <Badge tone={variant.enabled ? 'purple' : 'grey'}>
                        {names[variant.apartmentId ?? ''] ?? variant.apartmentId}
                        {variant.enabled ? '' : ' (spento)'}
                      </Badge>
                    </button>
                  ))}
                </div>
              ) : null}
              <div className="mt-4 flex flex-wrap gap-2">
                <Button onClick={() => setEditing({ kind })}>Modifica</Button>
                <Button
                  variant="outline"
                  onClick={() =>
                    setEditing({
                      kind,
                      apartmentId:
                        APARTMENT_IDS.find((a) => !variants.some((v) => v.apartmentId === a)) ??
                        APARTMENT_IDS[0],
                    })
                  }
                >
                  Versione per un appartamento
                </Button>
              </div>
            </Card>
          );
        })}
      </div>
      {editing && templates ? (
        <TemplateEditor
          target={editing}
          templates={templates}
          onTargetChange={setEditing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </div>
  );
}
