import { ATTRACTIONS } from '@catania/shared/content/attractions';
import {
  type AdminHomePhotosResponse,
  HOME_PHOTO_LIMITS,
  type HomePhotoSlot,
  type HomePhotos,
} from '@catania/shared/schemas/site-photos';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  contentKeys,
  uploadPhoto,
  useAdminHomePhotos,
  useDeleteHomePhoto,
  useSaveHomePhotos,
} from '../api';
import { Badge, EmptyState } from '../ui';
import { PhotoListEditor } from './photo-list-editor';
import { saveDraft } from './save-draft';

/**
 * The home's photos ('Foto e testi' > 'Home'): the hero's slides, whose first is the cover the
 * page opens on, and the 'Scopri Catania' cards' photos, in the cards' order. Saved as a draft
 * and put on the home, in every language, by 'Pubblica sul sito'.
 */
export function HomePhotosEditor() {
  const view = useAdminHomePhotos();
  const [draft, setDraft] = useState<HomePhotos | undefined>();
  useEffect(() => {
    if (view.data) setDraft(view.data.photos);
  }, [view.data]);
  if (view.isError) return <EmptyState>Impossibile caricare le foto della home.</EmptyState>;
  if (!view.data || !draft) return <EmptyState>Caricamento foto…</EmptyState>;
  return <HomePhotosForm view={view.data} draft={draft} onChange={setDraft} />;
}

function HomePhotosForm({
  view,
  draft,
  onChange,
}: {
  view: AdminHomePhotosResponse;
  draft: HomePhotos;
  onChange: (draft: HomePhotos) => void;
}) {
  const client = useQueryClient();
  const save = useSaveHomePhotos();
  const remove = useDeleteHomePhoto();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const changed = JSON.stringify(draft) !== JSON.stringify(view.photos);

  const entries = (slot: HomePhotoSlot) => draft[slot].map(({ src, alt }) => ({ src, alt }));
  const submit = () =>
    saveDraft(
      () => save.mutateAsync({ hero: entries('hero'), discover: entries('discover') }),
      setIssues,
    );
  const upload = (slot: HomePhotoSlot) => async (file: File, alt: string) => {
    const next = await uploadPhoto(file, { slot }, alt);
    client.setQueryData(contentKeys.homePhotos(), next);
    await client.invalidateQueries({ queryKey: contentKeys.status() });
  };
  const common = {
    issues,
    onDelete: (photoId: string) => remove.mutateAsync(photoId),
    deleting: remove.isPending,
  };

  return (
    <div className="grid gap-6">
      {view.unpublished ? (
        <Badge tone="amber" className="justify-self-start">
          Bozza non pubblicata
        </Badge>
      ) : null}
      <PhotoListEditor
        {...common}
        title="Copertina della home"
        intro={`Le foto scorrono in alto nella home, una ogni 4 secondi (al massimo ${HOME_PHOTO_LIMITS.hero}). La prima è quella che si vede appena si apre il sito: scegli una foto orizzontale e luminosa.`}
        field="hero"
        photos={draft.hero}
        library={view.library.hero}
        minimum={1}
        onChange={(hero) => onChange({ ...draft, hero })}
        onUpload={upload('hero')}
        altPlaceholder="Es. Piazza Duomo vista dal balcone al tramonto"
      />
      <PhotoListEditor
        {...common}
        title="Scopri Catania"
        intro="La prima foto va sulla prima scheda della home, la seconda sulla seconda, e così via: sopra ogni foto è scritto il nome della sua scheda. Una scheda senza una tua foto mostra il disegno iniziale."
        field="discover"
        photos={draft.discover}
        library={view.library.discover}
        minimum={0}
        purposeOf={(index) =>
          ATTRACTIONS[index]
            ? `Scheda: ${ATTRACTIONS[index].name}`
            : 'Non mostrata (nessuna scheda)'
        }
        onChange={(discover) => onChange({ ...draft, discover })}
        onUpload={upload('discover')}
        altPlaceholder="Es. La facciata del Duomo di Sant'Agata"
      />
      <div className="sticky bottom-3 z-10 flex flex-wrap justify-end gap-3 rounded-2xl bg-white/95 p-3 shadow-md">
        <Button onClick={submit} disabled={!changed || save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salva bozza'}
        </Button>
      </div>
    </div>
  );
}
