import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';
import type { TranslatedLocale } from '@catania/shared/schemas/apartment';
import {
  type AdminSiteTextsResponse,
  SITE_TEXT_LIMITS,
  type SiteTexts,
} from '@catania/shared/schemas/site-texts';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { previewHome, useAdminSiteTexts, useSaveSiteTexts } from '../api';
import { Badge, Card, EmptyState } from '../ui';
import { staleNotice } from './apartment-translation-fields';
import { EntryButtons, moved } from './entry-buttons';
import { AttractionsFields, HeroFields } from './home-texts-fields';
import { LanguageSwitch } from './language-switch';
import { DraftSaveBar, usePagePreview } from './page-preview';
import { saveDraft } from './save-draft';
import { TextField } from './text-field';

/**
 * The site's own texts ('Foto e testi' > 'Testi della home, istruzioni e FAQ'): the home's hero
 * and 'Scopri Catania' cards, the house instructions a guest reads on 'La mia prenotazione' and
 * the home's FAQ, saved as a draft and put on the site
 * by 'Pubblica sul sito', like an apartment's texts. Each of the site's languages is a document
 * of its own: the owner switches between them (the panel's own words stay Italian), and an edit
 * not yet saved in one waits there while she looks at the other.
 */
export function SiteTextsEditor() {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const view = useAdminSiteTexts(locale);
  const [drafts, setDrafts] = useState<Partial<Record<Locale, SiteTexts>>>({});
  const data = view.data;
  // The texts each draft started from: an untouched draft follows the server (after a publish,
  // say); one the owner has edited and not saved is kept when the server's answer comes again.
  const bases = useRef<Partial<Record<Locale, SiteTexts>>>({});
  useEffect(() => {
    if (!data) return;
    const base = bases.current[data.locale];
    bases.current[data.locale] = data.texts;
    setDrafts((current) => {
      const mine = current[data.locale];
      const edited = mine && base && JSON.stringify(mine) !== JSON.stringify(base);
      return edited ? current : { ...current, [data.locale]: data.texts };
    });
  }, [data]);
  const draft = drafts[locale];
  const body = view.isError ? (
    <EmptyState>Impossibile caricare i testi.</EmptyState>
  ) : !data || data.locale !== locale || !draft ? (
    <EmptyState>Caricamento testi…</EmptyState>
  ) : (
    <SiteTextsForm
      key={locale}
      locale={locale}
      view={data}
      draft={draft}
      onChange={(texts) => setDrafts((current) => ({ ...current, [locale]: texts }))}
    />
  );
  return (
    <div className="grid gap-4">
      <LanguageSwitch
        locale={locale}
        toCheck={Object.fromEntries(
          Object.entries(data?.staleTranslations ?? {}).map(([code, paths]) => [
            code,
            paths.length,
          ]),
        )}
        onChange={setLocale}
      />
      {locale === DEFAULT_LOCALE ? null : (
        <p className="text-sm text-lava-600">
          I testi della versione inglese del sito (le pagine /en). Finché non pubblichi i tuoi, il
          sito mostra quelli di partenza, già scritti in inglese.
        </p>
      )}
      {body}
    </div>
  );
}

/** A new question's id: from its position, unique among the others. */
const freshId = (taken: string[]) => {
  let n = taken.length + 1;
  while (taken.includes(`domanda-${n}`)) n += 1;
  return `domanda-${n}`;
};

function SiteTextsForm({
  locale,
  view,
  draft,
  onChange,
}: {
  locale: Locale;
  view: AdminSiteTextsResponse;
  draft: SiteTexts;
  onChange: (draft: SiteTexts) => void;
}) {
  const save = useSaveSiteTexts(locale);
  const [issues, setIssues] = useState<Record<string, string>>({});
  // The texts of this language written before their Italian last changed.
  const notices: Record<string, string> =
    locale === DEFAULT_LOCALE
      ? {}
      : Object.fromEntries(
          (view.staleTranslations[locale as TranslatedLocale] ?? []).map((path) => [
            path,
            staleNotice(locale as TranslatedLocale),
          ]),
        );
  const changed = JSON.stringify(draft) !== JSON.stringify(view.texts);
  const preview = usePagePreview(
    () => previewHome(locale),
    locale === DEFAULT_LOCALE ? 'Anteprima della home' : 'Anteprima della home in inglese',
  );
  const { houseInstructions, faq } = draft;

  const submit = () => saveDraft(() => save.mutateAsync(draft), setIssues);

  return (
    <div className="grid gap-6">
      {view.unpublished ? (
        <Badge tone="amber" className="justify-self-start">
          Bozza non pubblicata
        </Badge>
      ) : null}
      <HeroFields draft={draft} issues={issues} notices={notices} onChange={onChange} />
      <AttractionsFields draft={draft} issues={issues} notices={notices} onChange={onChange} />
      <Card className="grid gap-4">
        <h3 className="font-display text-xl text-lava-900">Istruzioni della casa</h3>
        <p className="text-sm text-lava-600">
          Gli ospiti le leggono su 'La mia prenotazione' prima di arrivare.
        </p>
        {issues.houseInstructions ? (
          <p className="text-sm text-red-700">{issues.houseInstructions}</p>
        ) : null}
        <ol className="grid gap-4">
          {houseInstructions.map((instruction, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry is its place in the list
            <li key={index} className="grid gap-3 rounded-xl border border-lava-100 p-3">
              <TextField
                label={`Titolo della voce ${index + 1}`}
                value={instruction.title}
                max={SITE_TEXT_LIMITS.instructionTitle}
                error={issues[`houseInstructions.${index}.title`]}
                notice={notices[`houseInstructions.${index}.title`]}
                onChange={(title) =>
                  onChange({
                    ...draft,
                    houseInstructions: houseInstructions.map((entry, i) =>
                      i === index ? { ...entry, title } : entry,
                    ),
                  })
                }
              />
              <TextField
                label={`Testo della voce ${index + 1}`}
                value={instruction.text}
                max={SITE_TEXT_LIMITS.instructionText}
                error={issues[`houseInstructions.${index}.text`]}
                notice={notices[`houseInstructions.${index}.text`]}
                multiline
                onChange={(text) =>
                  onChange({
                    ...draft,
                    houseInstructions: houseInstructions.map((entry, i) =>
                      i === index ? { ...entry, text } : entry,
                    ),
                  })
                }
              />
              <EntryButtons
                what={`la voce ${index + 1}`}
                index={index}
                count={houseInstructions.length}
                onMove={(by) =>
                  onChange({ ...draft, houseInstructions: moved(houseInstructions, index, by) })
                }
                onRemove={() =>
                  onChange({
                    ...draft,
                    houseInstructions: houseInstructions.filter((_, i) => i !== index),
                  })
                }
              />
            </li>
          ))}
        </ol>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={houseInstructions.length >= SITE_TEXT_LIMITS.houseInstructions}
          onClick={() =>
            onChange({
              ...draft,
              houseInstructions: [...houseInstructions, { title: '', text: '' }],
            })
          }
        >
          <Plus className="h-4 w-4" aria-hidden /> Aggiungi una voce
        </Button>
      </Card>

      <Card className="grid gap-4">
        <h3 className="font-display text-xl text-lava-900">Domande frequenti</h3>
        <p className="text-sm text-lava-600">In fondo alla home, nell'ordine di questa lista.</p>
        {issues.faq ? <p className="text-sm text-red-700">{issues.faq}</p> : null}
        <ol className="grid gap-4">
          {faq.map((entry, index) => (
            <li key={entry.id} className="grid gap-3 rounded-xl border border-lava-100 p-3">
              <TextField
                label={`Domanda ${index + 1}`}
                value={entry.question}
                max={SITE_TEXT_LIMITS.question}
                error={issues[`faq.${index}.question`]}
                notice={notices[`faq.${index}.question`]}
                onChange={(question) =>
                  onChange({
                    ...draft,
                    faq: faq.map((e, i) => (i === index ? { ...e, question } : e)),
                  })
                }
              />
              <TextField
                label={`Risposta ${index + 1}`}
                value={entry.answer}
                max={SITE_TEXT_LIMITS.answer}
                error={issues[`faq.${index}.answer`]}
                notice={notices[`faq.${index}.answer`]}
                multiline
                onChange={(answer) =>
                  onChange({
                    ...draft,
                    faq: faq.map((e, i) => (i === index ? { ...e, answer } : e)),
                  })
                }
              />
              <EntryButtons
                what={`la domanda ${index + 1}`}
                index={index}
                count={faq.length}
                onMove={(by) => onChange({ ...draft, faq: moved(faq, index, by) })}
                onRemove={() => onChange({ ...draft, faq: faq.filter((_, i) => i !== index) })}
              />
            </li>
          ))}
        </ol>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={faq.length >= SITE_TEXT_LIMITS.faq}
          onClick={() =>
            onChange({
              ...draft,
              faq: [...faq, { id: freshId(faq.map((e) => e.id)), question: '', answer: '' }],
            })
          }
        >
          <Plus className="h-4 w-4" aria-hidden /> Aggiungi una domanda
        </Button>
      </Card>

      <DraftSaveBar preview={preview} changed={changed} saving={save.isPending} onSave={submit} />
    </div>
  );
}
