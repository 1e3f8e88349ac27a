import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { Card, EmptyState, NativeSelect, SectionTitle } from '../ui';
import { useApartmentAccess, useUpdateApartmentAccess } from './api';

/**
 * Each apartment's access details: the key-box or door code and how to get in. The
 * guest reads them on their page only once the pre-check-in is complete and the lead guest is
 * identified; here the owner writes them (each read and change is in the audit log).
 */
export function AccessDetailsView() {
  const names = useApartmentNames();
  const [apartmentId, setApartmentId] = useState<string>(APARTMENT_IDS[0]);
  const access = useApartmentAccess(apartmentId);
  const update = useUpdateApartmentAccess();
  const [text, setText] = useState('');
  useEffect(() => setText(access.data?.instructions ?? ''), [access.data]);

  const save = async () => {
    try {
      await update.mutateAsync({ id: apartmentId, instructions: text });
      toast({ title: 'Istruzioni di accesso salvate', variant: 'success' });
      await access.refetch();
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile salvare le istruzioni di accesso.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <SectionTitle
        title="Istruzioni di accesso"
        subtitle="Codice della cassetta o del portone: l’ospite le vede solo dopo il pre-check-in e il riconoscimento dell’ospite principale."
      />
      <div className="grid gap-4">
        <div>
          <label
            htmlFor="access-apartment"
            className="mb-1.5 block text-sm font-medium text-lava-700"
          >
            Appartamento
          </label>
          <NativeSelect
            id="access-apartment"
            value={apartmentId}
            onChange={(e) => setApartmentId(e.target.value)}
            options={APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id }))}
          />
        </div>
        {access.isError ? (
          <EmptyState>{messageOf(access.error, 'Impossibile leggere le istruzioni.')}</EmptyState>
        ) : access.isLoading ? (
          <EmptyState>Caricamento…</EmptyState>
        ) : (
          <div>
            <label
              htmlFor="access-text"
              className="mb-1.5 flex items-center gap-2 text-sm font-medium text-lava-700"
            >
              <KeyRound className="h-4 w-4" aria-hidden /> Istruzioni per l’ospite
            </label>
            <textarea
              id="access-text"
              className="min-h-36 w-full rounded-xl border border-lava-200 bg-white px-3 py-2 text-sm text-lava-900 focus:outline-none focus:ring-2 focus:ring-accent-500"
              value={text}
              maxLength={2000}
              autoComplete="off"
              spellCheck={false}
              placeholder="Es. la cassetta è a destra del portone, codice ..."
              onChange={(e) => setText(e.target.value)}
            />
            <p className="mt-1 text-xs text-lava-500">
              {access.data?.updatedAt
                ? `Ultima modifica il ${formatDay(access.data.updatedAt.slice(0, 10))}.`
                : 'Non ancora impostate: gli ospiti riconosciuti leggono che te le invierai tu.'}
            </p>
            <div className="mt-3 flex justify-end">
              <Button
                onClick={save}
                disabled={update.isPending || text.trim() === (access.data?.instructions ?? '')}
              >
                Salva
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
