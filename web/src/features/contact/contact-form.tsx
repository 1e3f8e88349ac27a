import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { isCalendarDate } from '@catania/shared/domain/dates';
import { contactRequest } from '@catania/shared/schemas/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import * as z from 'zod';
import { DateField } from '../../components/date-range-picker/date-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldError, Input, Label, Textarea } from '../../components/ui/input';
import { useLocale, useLocalizedPath, useMessages } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { optionalText } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useSendContact } from './api';

/**
 * The form's inputs, checked by the shared contact schema (product §5): telefono, checkIn and checkOut
 * are sent only when filled.
 */
const contactForm = z
  .object({
    nome: z.string(),
    cognome: z.string(),
    email: z.string().trim(),
    telefono: optionalText,
    checkIn: optionalText,
    checkOut: optionalText,
    messaggio: z.string(),
    privacyConsent: z.boolean(),
    // Optional as in the request, which defaults it to false.
    marketingConsent: z.boolean().optional(),
  })
  .pipe(contactRequest);
type FormValues = z.input<typeof contactForm>;

const empty: FormValues = {
  nome: '',
  cognome: '',
  email: '',
  telefono: '',
  checkIn: '',
  checkOut: '',
  messaggio: '',
  privacyConsent: false,
  marketingConsent: false,
};

const isFormField = (name: string): name is keyof FormValues => name in empty;
const REQUIRED = ['nome', 'cognome', 'email', 'messaggio'] as const;

export function ContactForm() {
  const send = useSendContact();
  const words = useMessages('contact');
  const { toasts } = words;
  const locale = useLocale();
  const localized = useLocalizedPath();
  /**
   * A field's check in the page's language: the shared schema's (or the server's) own words on an
   * Italian page, the catalogue's for the field on another.
   */
  const checkOf = (name: keyof FormValues, message: string | undefined) =>
    message && locale !== DEFAULT_LOCALE ? (words.checks[name] ?? message) : message;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm({ defaultValues: empty, resolver: zodResolver(contactForm) });

  const onInvalid = (found: FieldErrors<FormValues>) => {
    const values = getValues();
    // Only a blank required field is 'missing': a filled but malformed e-mail is named as such.
    const missing = REQUIRED.some((k) => found[k] && !values[k].trim());
    if (missing) {
      toast({
        variant: 'destructive',
        title: toasts.missingTitle,
        description: toasts.missingText,
      });
    } else if (found.email) {
      toast({
        variant: 'destructive',
        title: toasts.emailTitle,
        description: toasts.emailText,
      });
    } else if (found.privacyConsent) {
      toast({
        variant: 'destructive',
        title: toasts.privacyTitle,
        description: toasts.privacyText,
      });
    }
  };

  // The resolver hands over the request already cleaned and checked by the shared schema.
  const onSubmit = (request: z.output<typeof contactForm>) => {
    // The page's language goes with the message: the owner answers in it.
    send.mutate(
      { ...request, locale },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: toasts.sentTitle,
            description: toasts.sentText,
          });
          reset(empty);
        },
        onError: (error) => {
          // The server checks the same schema: show its field messages where they belong.
          if (error instanceof ApiError) {
            for (const issue of error.body?.issues ?? []) {
              if (isFormField(issue.field)) setError(issue.field, { message: issue.message });
            }
          }
          toast({
            variant: 'destructive',
            title: toasts.failedTitle,
            description: toasts.failedText,
          });
        },
      },
    );
  };

  const field = (name: keyof FormValues) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      className="grid gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lava-100 sm:p-10"
      data-testid="contact-form"
      aria-label={words.label}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-nome">{words.firstName}</Label>
          <Input autoComplete="given-name" {...field('nome')} {...register('nome')} />
          <FieldError id="contact-nome-error" message={checkOf('nome', errors.nome?.message)} />
        </div>
        <div>
          <Label htmlFor="contact-cognome">{words.lastName}</Label>
          <Input autoComplete="family-name" {...field('cognome')} {...register('cognome')} />
          <FieldError
            id="contact-cognome-error"
            message={checkOf('cognome', errors.cognome?.message)}
          />
        </div>
        <div>
          <Label htmlFor="contact-email">{words.email}</Label>
          <Input type="email" autoComplete="email" {...field('email')} {...register('email')} />
          <FieldError id="contact-email-error" message={checkOf('email', errors.email?.message)} />
        </div>
        <div>
          <Label htmlFor="contact-telefono">{words.phone}</Label>
          <Input type="tel" autoComplete="tel" {...field('telefono')} {...register('telefono')} />
          <FieldError
            id="contact-telefono-error"
            message={checkOf('telefono', errors.telefono?.message)}
          />
        </div>
        {(['checkIn', 'checkOut'] as const).map((name) => (
          <div key={name}>
            <Label htmlFor={`contact-${name}`}>{words[name]}</Label>
            <Controller
              control={control}
              name={name}
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <DateField
                  {...field(name)}
                  id={`contact-${name}`}
                  ref={ref}
                  value={value ?? ''}
                  onChange={onChange}
                  onBlur={onBlur}
                  calendarLabel={words[`${name}Calendar`]}
                />
              )}
            />
            <FieldError
              id={`contact-${name}-error`}
              // The schema's words name the wire format; the guest typed gg/mm/aaaa (dd/mm/yyyy):
              // a text that is not a day is told in the page's language, from the catalogue.
              message={
                errors[name] && !isCalendarDate(getValues(name) ?? '')
                  ? words.checks.checkIn
                  : checkOf(name, errors[name]?.message)
              }
            />
          </div>
        ))}
      </div>
      <div>
        <Label htmlFor="contact-messaggio">{words.message}</Label>
        <Textarea rows={5} {...field('messaggio')} {...register('messaggio')} />
        <FieldError
          id="contact-messaggio-error"
          message={checkOf('messaggio', errors.messaggio?.message)}
        />
      </div>
      <div className="grid gap-3">
        <Controller
          control={control}
          name="privacyConsent"
          render={({ field: f }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="contact-privacyConsent"
                checked={f.value}
                onCheckedChange={(value) => f.onChange(value === true)}
                aria-invalid={errors.privacyConsent ? true : undefined}
                aria-describedby={
                  errors.privacyConsent ? 'contact-privacyConsent-error' : undefined
                }
                className="mt-0.5"
              />
              <label htmlFor="contact-privacyConsent" className="text-sm text-lava-700">
                {words.privacyBefore}{' '}
                <a
                  href={localized('/privacy')}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-accent-700 underline"
                >
                  {words.privacyPolicy}
                </a>{' '}
                {words.privacyAfter}
              </label>
            </div>
          )}
        />
        <FieldError
          id="contact-privacyConsent-error"
          message={errors.privacyConsent ? words.privacyRequired(toasts.privacyText) : undefined}
        />
        <Controller
          control={control}
          name="marketingConsent"
          render={({ field: f }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="contact-marketingConsent"
                checked={f.value}
                onCheckedChange={(value) => f.onChange(value === true)}
                className="mt-0.5"
              />
              <label htmlFor="contact-marketingConsent" className="text-sm text-lava-700">
                {words.marketing}
              </label>
            </div>
          )}
        />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {send.isPending ? words.sending : words.send}
      </Button>
    </form>
  );
}
