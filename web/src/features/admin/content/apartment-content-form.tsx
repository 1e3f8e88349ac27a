import { APARTMENT_CATEGORIES, type ApartmentId } from '@catania/shared/config/apartments';
import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';
import { AMENITIES } from '@catania/shared/content/amenities';
import type { TranslatedLocale } from '@catania/shared/schemas/apartment';
import {
  type ApartmentContentResponse,
  CONTENT_LIMITS,
} from '@catania/shared/schemas/site-content';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Input, Label } from '../../../components/ui/input';
import {
  contentKeys,
  previewContent,
  uploadPhoto,
  useApartmentContent,
  useDeletePhoto,
  useSaveContent,
} from '../api';
import { Badge, Card, EmptyState, NativeSelect } from '../ui';
import { ApartmentTranslationFields, linesOf } from './apartment-translation-fields';
import { LanguageSwitch } from './language-switch';
import { DraftSaveBar, usePagePreview } from './page-preview';
import { PhotoListEditor } from './photo-list-editor';
import { saveDraft } from './save-draft';
import { TextField } from './text-field';

/** One apartment's words, facts and photos in the panel: its draft, in Italian or English, saved and previewed. */

type Draft = ApartmentContentResponse['content'];

export function ApartmentContent({ apartmentId }: { apartmentId: ApartmentId }) {
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
          <LanguageSwitch
            locale={locale}
            toCheck={Object.fromEntries(
              Object.entries(view.staleTranslations).map(([code, fields]) => [code, fields.length]),
            )}
            onChange={setLocale}
          />
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
          stale={view.staleTranslations[locale as TranslatedLocale]}
          onChange={onChange}
        />
      )}

      <DraftSaveBar preview={preview} changed={changed} saving={save.isPending} onSave={submit} />
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
