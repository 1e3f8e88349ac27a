import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import {
  REVIEW_ASPECTS,
  type ReviewAspect,
  reviewSubmission,
} from '@catania/shared/schemas/review';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label, Textarea } from '../../components/ui/input';
import { useLocale, useMessages } from '../../i18n/messages';
import { ApiError, callApi } from '../../lib/api-client';
import { languageQuery } from '../../lib/api-language';
import { cn } from '../../lib/cn';
import { useFormats } from '../../lib/format';
import { refusalText } from '../../lib/refusal-text';

type Scores = Record<'overall' | ReviewAspect, number | undefined>;
type Errors = Partial<Record<string, string>>;

const SCALE = Array.from({ length: 10 }, (_, i) => i + 1);

/** One score, 1 to 10, as a row of buttons (a radio group: arrows move, the choice is read out). */
function ScorePicker({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-lava-700">{label}</legend>
      <div className="grid grid-cols-10 gap-1" role="radiogroup" aria-label={label}>
        {SCALE.map((score) => (
          <label
            key={score}
            className={cn(
              'grid h-10 cursor-pointer place-items-center rounded-lg border text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600/40',
              value === score
                ? 'border-accent-700 bg-accent-700 text-white'
                : 'border-lava-200 bg-white text-lava-800 hover:border-lava-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
            />
            {score}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

/**
 * The review form of the personal link: the overall score and four aspects, a title, the text
 * (its length shown), the name and country as the guest wants them shown, consent to publish.
 * Checked here with the server's own schema; the server checks again and has the last word.
 */
export function ReviewForm({
  token,
  firstName,
  onSent,
}: {
  token: string;
  firstName: string;
  onSent: () => void;
}) {
  const [scores, setScores] = useState<Scores>({
    overall: undefined,
    cleanliness: undefined,
    position: undefined,
    host: undefined,
    value: undefined,
  });
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [name, setName] = useState(firstName);
  const [country, setCountry] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const { form, checks, refusals } = useMessages('reviewForm');
  const { aspects } = useMessages('reviews');
  const { number } = useFormats();
  const locale = useLocale();
  /**
   * A field's check in the page's language: the schema's (or the server's) own words on an
   * Italian page, the catalogue's for the field on another.
   */
  const checkOf = (field: string, message: string) =>
    locale === DEFAULT_LOCALE ? message : (checks[field] ?? message);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure('');
    const parsed = reviewSubmission.safeParse({
      ...scores,
      title,
      text,
      firstName: name,
      country,
      consent,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        found[field] ??= field in scores ? form.chooseScore : checkOf(field, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      // The page's language is the one the guest wrote in: the review records it.
      await callApi('submitReview', {
        params: { token },
        query: languageQuery(locale),
        body: parsed.data,
      });
      onSent();
    } catch (error) {
      const issues = error instanceof ApiError ? error.body?.issues : undefined;
      if (issues?.length) {
        setErrors(Object.fromEntries(issues.map((i) => [i.field, checkOf(i.field, i.message)])));
      }
      setFailure(refusalText(error, locale, refusals, form.failed));
    } finally {
      setSending(false);
    }
  };

  const setScore = (key: keyof Scores) => (value: number) =>
    setScores((current) => ({ ...current, [key]: value }));
  const max = site.reviews.textMaxLength;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <ScorePicker
        name="overall"
        label={form.overall}
        value={scores.overall}
        onChange={setScore('overall')}
        error={errors.overall}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {REVIEW_ASPECTS.map((aspect) => (
          <ScorePicker
            key={aspect}
            name={aspect}
            label={aspects[aspect]}
            value={scores[aspect]}
            onChange={setScore(aspect)}
            error={errors[aspect]}
          />
        ))}
      </div>
      <div>
        <Label htmlFor="review-title">{form.title}</Label>
        <Input
          id="review-title"
          value={title}
          maxLength={site.reviews.titleMaxLength}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? 'title-error' : undefined}
        />
        <FieldError id="title-error" message={errors.title} />
      </div>
      <div>
        <Label htmlFor="review-text">{form.text}</Label>
        <Textarea
          id="review-text"
          value={text}
          rows={7}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={Boolean(errors.text)}
          aria-describedby="text-count text-error"
        />
        <p
          id="text-count"
          className={cn(
            'mt-1 text-right text-xs',
            text.length > max ? 'text-red-700' : 'text-lava-500',
          )}
        >
          {form.count(number(text.length), number(max))}
        </p>
        <FieldError id="text-error" message={errors.text} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="review-name">{form.name}</Label>
          <Input
            id="review-name"
            value={name}
            autoComplete="given-name"
            onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(errors.firstName)}
          />
          <FieldError id="firstName-error" message={errors.firstName} />
        </div>
        <div>
          <Label htmlFor="review-country">{form.country}</Label>
          <Input
            id="review-country"
            value={country}
            autoComplete="country-name"
            onChange={(e) => setCountry(e.target.value)}
            aria-invalid={Boolean(errors.country)}
          />
          <FieldError id="country-error" message={errors.country} />
        </div>
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-lava-700">
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-accent-700"
          />
          <span>{form.consent}</span>
        </label>
        <FieldError id="consent-error" message={errors.consent} />
      </div>
      {failure ? (
        <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? form.sending : form.send}
      </Button>
    </form>
  );
}
