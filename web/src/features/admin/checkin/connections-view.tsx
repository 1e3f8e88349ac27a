import { italianDateTime } from '@catania/shared/domain/admin-stats';
import type { ConnectionCheck } from '@catania/shared/schemas/connections';
import { PlugZap } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../api';
import { Badge, Card, SectionTitle } from '../ui';
import { useCheckConnection } from './api';

const SERVICES = [
  {
    service: 'alloggiati',
    title: 'Alloggiati Web (Polizia di Stato)',
    what: 'Le schedine degli ospiti, il giorno dell’arrivo, e le ricevute del giorno dopo.',
    setup:
      'Servono l’utente della struttura, la password e la Web Service Key generata sul portale (vedi la guida operativa). Una chiave rigenerata sul portale va salvata di nuovo.',
  },
  {
    service: 'osservatorio',
    title: 'Osservatorio Turistico (Regione Siciliana)',
    what: 'Arrivi, partenze e chiusura di ogni giornata, per le statistiche della Regione.',
    setup:
      'Servono l’utente PMS, la password e il codice struttura rilasciati dall’Osservatorio per i gestionali (non quelli del portale).',
  },
] as const;

/**
 * The accounts the site sends with: what each is for, and 'Verifica', which asks the
 * service now whether it takes the stored credentials. The owner learns of a revoked password or
 * a regenerated key here, not from an arrival that was not sent.
 */
export function ConnectionsView() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {SERVICES.map((entry) => (
        <ConnectionCard key={entry.service} {...entry} />
      ))}
    </div>
  );
}

function ConnectionCard({ service, title, what, setup }: (typeof SERVICES)[number]) {
  const check = useCheckConnection(service);
  const result = check.data;
  return (
    <Card data-testid={`connection-${service}`}>
      <SectionTitle title={title} subtitle={what} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => check.mutate()} disabled={check.isPending}>
          <PlugZap className="mr-1.5 h-4 w-4" aria-hidden="true" />
          {check.isPending ? 'Verifica in corso…' : 'Verifica collegamento'}
        </Button>
        {result ? <ResultBadge result={result} /> : null}
      </div>
      <div aria-live="polite">
        {check.isError ? (
          <p className="mt-3 text-sm text-red-700">
            {messageOf(check.error, 'Impossibile verificare il collegamento.')}
          </p>
        ) : result ? (
          <div className="mt-3 space-y-1 text-sm" data-testid="connection-result">
            <p className={result.ok ? 'text-emerald-800' : 'text-red-700'}>{result.message}</p>
            {result.account ? (
              <p className="break-words text-lava-600">Account: {result.account}</p>
            ) : null}
            <p className="text-lava-500">Verificato il {italianDateTime(result.checkedAt)}</p>
          </div>
        ) : (
          <p className="mt-3 text-sm text-lava-600">{setup}</p>
        )}
      </div>
    </Card>
  );
}

function ResultBadge({ result }: { result: ConnectionCheck }) {
  if (!result.configured) return <Badge tone="amber">Non configurato</Badge>;
  return result.ok ? <Badge tone="green">Collegato</Badge> : <Badge tone="red">Rifiutato</Badge>;
}
