import { ATTRACTION_CATEGORIES } from '@catania/shared/content/attractions';
import { SITE_TEXT_LIMITS, type SiteTexts } from '@catania/shared/schemas/site-texts';
import { useId } from 'react';
import { Label } from '../../../components/ui/input';
import { Card, NativeSelect } from '../ui';
import type { FieldIssues } from './save-draft';
import { TextField } from './text-field';

interface HomeTextsProps {
  draft: SiteTexts;
  issues: FieldIssues;
  /** The texts to check, by path: their Italian changed after they were written. */
  notices?: FieldIssues;
  onChange: (draft: SiteTexts) => void;
}

/** The home's first screen: the title, its accent (in colour, after it) and the typed subtitle. */
export function HeroFields({ draft, issues, notices, onChange }: HomeTextsProps) {
  const { hero } = draft;
  const set = (change: Partial<SiteTexts['hero']>) =>
    onChange({ ...draft, hero: { ...hero, ...change } });
  return (
    <Card className="grid gap-4">
      <h3 className="font-display text-xl text-lava-900">Copertina della home</h3>
      <p className="text-sm text-lava-600">
        Il titolo sopra le foto di copertina; la parte evidenziata segue il titolo, in colore (può
        restare vuota); il sottotitolo compare lettera per lettera.
      </p>
      <TextField
        label="Titolo"
        value={hero.title}
        max={SITE_TEXT_LIMITS.heroTitle}
        error={issues['hero.title']}
        notice={notices?.['hero.title']}
        onChange={(title) => set({ title })}
      />
      <TextField
        label="Parte evidenziata del titolo"
        value={hero.titleAccent}
        max={SITE_TEXT_LIMITS.heroTitleAccent}
        error={issues['hero.titleAccent']}
        notice={notices?.['hero.titleAccent']}
        onChange={(titleAccent) => set({ titleAccent })}
      />
      <TextField
        label="Sottotitolo"
        value={hero.subtitle}
        max={SITE_TEXT_LIMITS.heroSubtitle}
        error={issues['hero.subtitle']}
        notice={notices?.['hero.subtitle']}
        multiline
        onChange={(subtitle) => set({ subtitle })}
      />
    </Card>
  );
}

/** The 'Scopri Catania' cards' words, in the home's order (their photos are set under 'Home'). */
export function AttractionsFields({ draft, issues, notices, onChange }: HomeTextsProps) {
  const { attractions } = draft;
  const set = (index: number, change: Partial<SiteTexts['attractions'][number]>) =>
    onChange({
      ...draft,
      attractions: attractions.map((card, i) => (i === index ? { ...card, ...change } : card)),
    });
  return (
    <Card className="grid gap-4">
      <h3 className="font-display text-xl text-lava-900">Scopri Catania</h3>
      <p className="text-sm text-lava-600">
        Le schede dei luoghi da visitare, nell'ordine della home; le loro foto si scelgono in 'Home
        (copertina e Scopri Catania)'.
      </p>
      {issues.attractions ? <p className="text-sm text-red-700">{issues.attractions}</p> : null}
      <ol className="grid gap-4">
        {attractions.map((card, index) => (
          <li key={card.id} className="grid gap-3 rounded-xl border border-lava-100 p-3">
            <TextField
              label={`Nome della scheda ${index + 1}`}
              value={card.name}
              max={SITE_TEXT_LIMITS.attractionName}
              error={issues[`attractions.${index}.name`]}
              notice={notices?.[`attractions.${index}.name`]}
              onChange={(name) => set(index, { name })}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <CategoryField
                label={`Categoria della scheda ${index + 1}`}
                value={card.category}
                error={issues[`attractions.${index}.category`]}
                onChange={(category) => set(index, { category })}
              />
              <TextField
                label={`Distanza della scheda ${index + 1}`}
                value={card.distance}
                max={SITE_TEXT_LIMITS.attractionDistance}
                error={issues[`attractions.${index}.distance`]}
                notice={notices?.[`attractions.${index}.distance`]}
                onChange={(distance) => set(index, { distance })}
              />
            </div>
            <TextField
              label={`Descrizione della scheda ${index + 1}`}
              value={card.description}
              max={SITE_TEXT_LIMITS.attractionDescription}
              error={issues[`attractions.${index}.description`]}
              notice={notices?.[`attractions.${index}.description`]}
              multiline
              onChange={(description) => set(index, { description })}
            />
          </li>
        ))}
      </ol>
    </Card>
  );
}

type Category = (typeof ATTRACTION_CATEGORIES)[number];

function CategoryField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: Category;
  error?: string;
  onChange: (value: Category) => void;
}) {
  const id = useId();
  return (
    <div className="grid">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onValueChange={onChange}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        options={ATTRACTION_CATEGORIES.map((category) => ({ value: category, label: category }))}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
