import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { messageOf, usePublishSite, useSiteStatus } from '../api';
import { Badge, Card } from '../ui';

/** 'Pubblica': which pages wait for a publish, and the button that puts the drafts on the site. */

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(new Date(iso));

export function PublishPanel() {
  const status = useSiteStatus();
  const publish = usePublishSite();
  const pending = status.data?.pages.filter((p) => p.unpublished) ?? [];
  const run = async () => {
    try {
      const { paths } = await publish.mutateAsync();
      toast({
        title: 'Sito aggiornato',
        description:
          paths.length > 0
            ? `Pubblicate ${paths.length === 1 ? 'una pagina' : `${paths.length} pagine`}.`
            : 'Non c’era nulla da pubblicare.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Pubblicazione non riuscita',
        description: messageOf(error, 'Il sito è rimasto com’era. Riprova tra poco.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 className="font-display text-xl text-lava-900">Pubblicazione</h3>
          <p className="mt-1 text-sm text-lava-600">
            {pending.length > 0
              ? `${pending.length === 1 ? 'Una pagina ha' : `${pending.length} pagine hanno`} modifiche da pubblicare.`
              : 'Il sito mostra tutte le modifiche salvate.'}
          </p>
        </div>
        <Button
          onClick={run}
          disabled={
            pending.length === 0 || publish.isPending || Boolean(status.data?.publishingSince)
          }
        >
          <Upload className="h-4 w-4" aria-hidden />
          {publish.isPending || status.data?.publishingSince
            ? 'Pubblicazione…'
            : 'Pubblica sul sito'}
        </Button>
      </div>
      <ul className="mt-4 grid gap-2 text-sm" aria-label="Stato delle pagine">
        {status.data?.pages.map((page) => (
          <li key={page.path} className="flex flex-wrap items-center justify-between gap-2">
            <a
              href={page.path}
              target="_blank"
              rel="noreferrer"
              className="text-lava-900 underline"
            >
              {page.label}
            </a>
            <span className="flex items-center gap-2 text-lava-600">
              {page.publishedAt
                ? `Pubblicata il ${dateTime(page.publishedAt)}`
                : 'Contenuti iniziali'}
              {page.unpublished ? <Badge tone="amber">Da pubblicare</Badge> : null}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
