import { isCalendarDate } from '@catania/shared/domain/dates';
import { contactRequest } from '@catania/shared/schemas/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import * as z from 'zod';
import { DATE_FORMAT_ERROR, DateField } from '../../components/date-range-picker/date-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldError, Input, Label, Textarea } from '../../components/ui/input';
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
const PRIVACY_MESSAGE = 'Devi accettare il trattamento dei dati personali per continuare.';

export function ContactForm() {
  const send = useSendContact();
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
        title: 'Campi obbligatori mancanti',
        description: 'Compila i campi evidenziati.',
      });
    } else if (found.email) {
      toast({
        variant: 'destructive',
        title: 'Email non valida',
        description: "Controlla l'indirizzo email (ad esempio nome@esempio.it).",
      });
    } else if (found.privacyConsent) {
      toast({
        variant: 'destructive',
        title: 'Consenso privacy richiesto',
        description: PRIVACY_MESSAGE,
      });
    }
  };

  // The resolver hands over the request already cleaned and checked by the shared schema.
  const onSubmit = (request: z.output<typeof contactForm>) => {
    send.mutate(request, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Messaggio inviato con successo!',
          description: 'Ti risponderemo entro 24 ore negli orari di ufficio.',
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
          title: "Errore nell'invio del messaggio",
          description: 'Si è verificato un errore. Riprova o contattaci direttamente.',
        });
      },
    });
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
      aria-label="Modulo di contatto"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-nome">Nome *</Label>
          <Input autoComplete="given-name" {...field('nome')} {...register('nome')} />
          <FieldError id="contact-nome-error" message={errors.nome?.message} />
        </div>
        <div>
          <Label htmlFor="contact-cognome">Cognome *</Label>
          <Input autoComplete="family-name" {...field('cognome')} {...register('cognome')} />
          <FieldError id="contact-cognome-error" message={errors.cognome?.message} />
        </div>
        <div>
          <Label htmlFor="contact-email">Email *</Label>
          <Input type="email" autoComplete="email" {...field('email')} {...register('email')} />
          <FieldError id="contact-email-error" message={errors.email?.message} />
        </div>
        <div>
          <Label htmlFor="contact-telefono">Telefono</Label>
          <Input type="tel" autoComplete="tel" {...field('telefono')} {...register('telefono')} />
          <FieldError id="contact-telefono-error" message={errors.telefono?.message} />
        </div>
        {(['checkIn', 'checkOut'] as const).map((name) => (
          <div key={name}>
            <Label htmlFor={`contact-${name}`}>
              {name === 'checkIn' ? 'Check-in' : 'Check-out'} (facoltativo)
            </Label>
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
                  calendarLabel={`Scegli il ${name === 'checkIn' ? 'check-in' : 'check-out'} dal calendario`}
                />
              )}
            />
            <FieldError
              id={`contact-${name}-error`}
              // The schema's words name the wire format; the guest typed gg/mm/aaaa.
              message={
                errors[name] && !isCalendarDate(getValues(name) ?? '')
                  ? DATE_FORMAT_ERROR
                  : errors[name]?.message
              }
            />
          </div>
        ))}
      </div>
      <div>
        <Label htmlFor="contact-messaggio">Messaggio *</Label>
        <Textarea rows={5} {...field('messaggio')} {...register('messaggio')} />
        <FieldError id="contact-messaggio-error" message={errors.messaggio?.message} />
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
                Ho letto la{' '}
                <a
                  href="/privacy"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-accent-700 underline"
                >
                  Privacy Policy
                </a>{' '}
                e acconsento al trattamento dei miei dati per ricevere una risposta. *
              </label>
            </div>
          )}
        />
        <FieldError
          id="contact-privacyConsent-error"
          message={
            errors.privacyConsent ? `Consenso privacy richiesto: ${PRIVACY_MESSAGE}` : undefined
          }
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
                Desidero ricevere offerte e novità via email (facoltativo, revocabile in ogni
                momento).
              </label>
            </div>
          )}
        />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {send.isPending ? 'Invio in corso…' : 'Invia messaggio'}
      </Button>
    </form>
  );
}
