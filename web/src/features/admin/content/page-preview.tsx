import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Card } from '../ui';

/**
 * 'Anteprima': the page as a publish would write it from the saved draft (the server renders it),
 * shown in a sandboxed frame: a picture of the page, not the app. Asked for only once the draft
 * is saved, since the server previews what is stored.
 */
export function usePagePreview(load: () => Promise<{ html: string }>, frameTitle: string) {
  const [html, setHtml] = useState<string | undefined>();
  const show = async () => {
    try {
      setHtml((await load()).html);
    } catch (error) {
      toast({
        title: 'Anteprima non disponibile',
        description: messageOf(error, 'Riprova tra poco.'),
        variant: 'destructive',
      });
    }
  };
  const button = (changed: boolean) => (
    <Button variant="outline" onClick={show} disabled={changed}>
      <Eye className="h-4 w-4" aria-hidden />
      Anteprima
    </Button>
  );
  const frame = html ? (
    <Card padding="p-0" className="overflow-hidden">
      <div className="flex items-center justify-between gap-2 p-3">
        <h3 className="font-display text-lg text-lava-900">Anteprima della pagina</h3>
        <Button variant="outline" onClick={() => setHtml(undefined)}>
          Chiudi
        </Button>
      </div>
      <iframe
        title={frameTitle}
        srcDoc={html}
        sandbox=""
        className="h-[80vh] w-full border-t border-lava-100"
      />
    </Card>
  ) : null;
  return { button, frame };
}

/**
 * An editor's sticky bar: 'Anteprima' and 'Salva bozza', then, while the draft has unsaved
 * changes, why 'Anteprima' is off; the preview's frame below.
 */
export function DraftSaveBar({
  preview,
  changed,
  saving,
  onSave,
}: {
  preview: ReturnType<typeof usePagePreview>;
  changed: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <>
      {/* data-save-bar: the page's 'back to top' button stands aside (it would cover 'Salva bozza'),
          and the bar rises above a notice at the bottom of the screen (`--toast-bottom`, the
          toaster's), which would cover it and take the click meant for it. */}
      <div
        data-save-bar
        className="sticky bottom-[calc(0.75rem+var(--toast-bottom,0px))] z-10 flex flex-wrap justify-end gap-3 rounded-2xl bg-white/95 p-3 shadow-md"
      >
        {preview.button(changed)}
        <Button onClick={onSave} disabled={!changed || saving}>
          {saving ? 'Salvando…' : 'Salva bozza'}
        </Button>
      </div>
      {changed ? (
        <p className="text-right text-sm text-lava-600">Salva la bozza per vederne l’anteprima.</p>
      ) : null}
      {preview.frame}
    </>
  );
}
