import {
  APARTMENT_CATEGORIES,
  APARTMENT_IDS,
  type ApartmentId,
} from '@catania/shared/config/apartments';
import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';
import { AMENITIES } from '@catania/shared/content/amenities';
import type { TranslatedLocale } from '@catania/shared/schemas/apartment';
import {
  type ApartmentContentResponse,
  CONTENT_LIMITS,
} from '@catania/shared/schemas/site-content';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import {
  contentKeys,
  messageOf,
  previewContent,
  uploadPhoto,
  useApartmentContent,
  useApartmentNames,
  useDeletePhoto,
  usePublishSite,
  useSaveContent,
  useSiteStatus,
} from '../api';
import { Badge, Card, EmptyState, NativeSelect, SectionTitle } from '../ui';
import { ApartmentTranslationFields, linesOf } from './apartment-translation-fields';
import { HomePhotosEditor } from './home-photos-editor';
import { LanguageSwitch } from './language-switch';
import { SAVE_TO_PREVIEW, usePagePreview } from './page-preview';
import { PhotoListEditor } from './photo-list-editor';
import { saveDraft } from './save-draft';
import { SiteTextsEditor } from './site-texts-editor';
import { TextField } from './text-field';

/**
 * 'Foto e testi': the owner's own photos and words for each apartment page, saved as
 * a draft, previewed as the page will look, and published to the site in one go.
 */
/** What the tab edits: an apartment's page, the home's photos, or the site's own texts. */
const SITE_TEXTS = 'testi-del-sito';
const HOME = 'home';

export function ContentManager() {
  const names = useApartmentNames();
  const [editing, setEditing] = useState<ApartmentId | typeof HOME | typeof SITE_TEXTS>(
    APARTMENT_IDS[0],
  );
  return (
    <div className="grid gap-6">
      <SectionTitle
        title="Foto e testi"
        subtitle="Le modifiche restano in bozza finché non le pubblichi: il sito cambia solo con 'Pubblica sul sito'"
      />
      <PublishPanel />
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor="content-apartment" className="mb-0">
          Contenuti di
        </Label>
        <NativeSelect
          id="content-apartment"
          value={editing}
          onValueChange={setEditing}
          options={[
            ...APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id })),
            { value: HOME, label: 'Home (copertina e Scopri Catania)' },
            { value: SITE_TEXTS, label: 'Testi della home, istruzioni e FAQ' },
          ]}
        />
      </div>
      {editing === SITE_TEXTS ? (
        <SiteTextsEditor />
      ) : editing === HOME ? (
        <HomePhotosEditor />
      ) : (
        <ApartmentContent key={editing} apartmentId={editing} />
      )}
    </div>
  );
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(new Date(iso));

function PublishPanel() {
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

type Draft = ApartmentContentResponse['content'];

function ApartmentContent({ apartmentId }: { apartmentId: ApartmentId }) {
  const content = useApartmentContent(apartmentId);
  const [draft, setDraft] = useState<Draft | undefined>();
  useEffect(() => {
    if (content.data) setDraft(content.data.content);
  }, [content.data]);
  if (content.isError) return <EmptyState>Impossibile caricare i contenuti.</EmptyState>;
  if (!content.data || !draft) return <EmptyState>Caricamento contenuti…</EmptyState>;
  return (
    <ContentForm apartmentId={apartmentId} view={content.data} draft={draft} onChange={setDraft} />
  );
}

function ContentForm({
  apartmentId,
  view,
  draft,
  onChange,
}: {
  apartmentId: ApartmentId;
  view: ApartmentContentResponse;
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  const save = useSaveContent(apartmentId);
  const remove = useDeletePhoto(apartmentId);
  const client = useQueryClient();
  const [issues, setIssues] = useState<Record<string, string>>({});
  // The language whose words are shown; one draft holds them all, saved together.
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const preview = usePagePreview(
    () => previewContent(apartmentId, locale),
    locale === DEFAULT_LOCALE
      ? "Anteprima della pagina dell'appartamento"
      : "Anteprima della pagina dell'appartamento in inglese",
  );
  // A refusal may name a field of the language not shown: said beside the switch.
  const translated = (field: string) => field.startsWith('translations.');
  const elsewhere = Object.keys(issues).some((field) =>
    locale === DEFAULT_LOCALE ? translated(field) : !translated(field),
  );
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    onChange({ ...draft, [key]: value });
  const changed = JSON.stringify(draft) !== JSON.stringify(view.content);

  const submit = () =>
    saveDraft(
      () =>
        save.mutateAsync({
          ...draft,
          gallery: draft.gallery.map(({ src, alt }) => ({ src, alt })),
        }),
      setIssues,
    );

  const italian = (
    <>
      <Card className="grid gap-4">
        <h3 className="font-display text-xl text-lava-900">Testi</h3>
        <TextField
          label="Nome"
          value={draft.name}
          max={CONTENT_LIMITS.name}
          error={issues.name}
          onChange={(value) => set('name', value)}
        />
        <div>
          <Label htmlFor="content-category">Categoria</Label>
          <NativeSelect
            id="content-category"
            value={draft.category}
            onValueChange={(value) => set('category', value)}
            options={APARTMENT_CATEGORIES.map((c) => ({ value: c, label: c }))}
          />
        </div>
        <TextField
          label="Descrizione breve"
          value={draft.shortDescription}
          max={CONTENT_LIMITS.shortDescription}
          error={issues.shortDescription}
          multiline
          onChange={(value) => set('shortDescription', value)}
        />
        <TextField
          label="Descrizione"
          value={draft.description}
          max={CONTENT_LIMITS.description}
          error={issues.description}
          multiline
          onChange={(value) => set('description', value)}
        />
        <div className="grid grid-cols-3 gap-3">
          <NumberField label="Letti" value={draft.beds} onChange={(v) => set('beds', v)} />
          <NumberField label="Bagni" value={draft.baths} onChange={(v) => set('baths', v)} />
          <NumberField label="m²" value={draft.size} onChange={(v) => set('size', v)} />
        </div>
        <TextField
          label="Punti di forza (uno per riga)"
          value={draft.highlights.join('\n')}
          max={CONTENT_LIMITS.highlights * (CONTENT_LIMITS.highlight + 1)}
          error={Object.entries(issues).find(([f]) => f.startsWith('highlights'))?.[1]}
          multiline
          onChange={(value) => set('highlights', linesOf(value))}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-lava-700">Servizi</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {AMENITIES.map((amenity) => (
              <label
                key={amenity}
                className="flex min-h-11 items-center gap-2 text-sm text-lava-800"
              >
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-accent-600"
                  checked={draft.amenities.includes(amenity)}
                  onChange={(event) =>
                    set(
                      'amenities',
                      event.target.checked
                        ? [...draft.amenities, amenity]
                        : draft.amenities.filter((a) => a !== amenity),
                    )
                  }
                />
                {amenity}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      <PhotoListEditor
        title="Galleria"
        intro="La prima foto è la copertina. Ogni foto ha bisogno di un testo alternativo in italiano, letto da chi non può vederla."
        field="gallery"
        photos={draft.gallery}
        library={view.photos}
        minimum={1}
        issues={issues}
        onChange={(gallery) => set('gallery', gallery)}
        onDelete={(photoId) => remove.mutateAsync(photoId)}
        deleting={remove.isPending}
        onUpload={async (file, alt) => {
          const next = await uploadPhoto(file, { apartmentId, slot: 'gallery' }, alt);
          client.setQueryData(contentKeys.apartment(apartmentId), next);
          await client.invalidateQueries({ queryKey: contentKeys.status() });
        }}
        altPlaceholder="Es. Camera con letto matrimoniale e balcone"
      />
    </>
  );

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <LanguageSwitch locale={locale} onChange={setLocale} />
          {view.unpublished ? <Badge tone="amber">Bozza non pubblicata</Badge> : null}
        </div>
        {elsewhere ? (
          <p className="text-sm text-red-700">
            {locale === DEFAULT_LOCALE
              ? 'Controlla i testi in inglese: uno non va bene.'
              : 'Controlla i testi in italiano: uno non va bene.'}
          </p>
        ) : null}
      </div>
      {locale === DEFAULT_LOCALE ? (
        italian
      ) : (
        <ApartmentTranslationFields
          locale={locale as TranslatedLocale}
          draft={draft}
          issues={issues}
          onChange={onChange}
        />
      )}

      <div className="sticky bottom-3 z-10 flex flex-wrap justify-end gap-3 rounded-2xl bg-white/95 p-3 shadow-md">
        {preview.button(changed)}
        <Button onClick={submit} disabled={!changed || save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salva bozza'}
        </Button>
      </div>
      {changed ? SAVE_TO_PREVIEW : null}
      {preview.frame}
    </div>
  );
}

function NumberField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
