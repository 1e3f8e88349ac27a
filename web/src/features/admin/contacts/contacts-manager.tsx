import { DEFAULT_LOCALE, LOCALE_NAMES_IT, type Locale } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import {
  CONTACT_CSV_COLUMNS,
  type ContactPeriod,
  type ContactSort,
  contactStats,
  filterContacts,
  italianDateTime,
} from '@catania/shared/domain/admin-stats';
import {
  CONTACT_STATE_LABELS,
  CONTACT_STATES,
  type ContactMessage,
  type ContactState,
  contactStateOf,
} from '@catania/shared/schemas/contact';
import { CalendarCheck, CalendarDays, Inbox, Mail, MessageCircle, Sun } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/input';
import { formatDay } from '../../../lib/format';
import { useFocus } from '../admin-nav';
import { downloadCsv } from '../download';
import { ListDetail, ListToolbar } from '../list-detail';
import { Badge, NativeSelect, SectionTitle, StatCard, type Tone } from '../ui';
import { useContacts, useUpdateContactState } from './api';

const STATE_TONE: Record<ContactState, Tone> = { nuovo: 'amber', letto: 'grey', risposto: 'green' };

/**
 * The owner's answer's first words, in the guest's language (the message's `locale`; the panel
 * itself stays Italian): the mail's subject and greeting, WhatsApp's opening line.
 */
const REPLY_WORDS: Record<
  Locale,
  { subject: string; mail: (name: string) => string; whatsapp: (firstName: string) => string }
> = {
  it: {
    subject: `Re: la tua richiesta a ${site.brand.name}`,
    mail: (name) =>
      `Gentile ${name},\n\ngrazie per averci contattato.\n\n\nCordiali saluti,\n${site.host.name} - ${site.brand.name}`,
    whatsapp: (firstName) =>
      `Ciao ${firstName}, ti scriviamo da ${site.brand.name} in risposta al tuo messaggio.`,
  },
  en: {
    subject: `Re: your enquiry to ${site.brand.name}`,
    mail: (name) =>
      `Dear ${name},\n\nthank you for getting in touch.\n\n\nKind regards,\n${site.host.name} - ${site.brand.name}`,
    whatsapp: (firstName) =>
      `Hello ${firstName}, this is ${site.brand.name} replying to your message.`,
  },
};
const replyWords = (contact: ContactMessage) => REPLY_WORDS[contact.locale ?? DEFAULT_LOCALE];

/** 'Rispondi': a mail link with a subject and greeting in the guest's language. */
export function replyLink(contact: ContactMessage): string {
  const words = replyWords(contact);
  const body = words.mail(`${contact.nome} ${contact.cognome}`);
  return `mailto:${contact.email}?subject=${encodeURIComponent(words.subject)}&body=${encodeURIComponent(body)}`;
}

/** WhatsApp: the phone's digits only (an Italian number without prefix gets 39) and a greeting. */
export function whatsappLink(contact: ContactMessage): string | undefined {
  if (!contact.telefono) return undefined;
  let digits = contact.telefono.replace(/\D/g, '');
  if (contact.telefono.trim().startsWith('00')) digits = digits.slice(2);
  else if (!contact.telefono.trim().startsWith('+') && digits.length <= 10) digits = `39${digits}`;
  if (!digits) return undefined;
  const text = replyWords(contact).whatsapp(contact.nome);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** product §2 Contatti. */
export function ContactsManager() {
  const contacts = useContacts();
  const [search, setSearch] = useState('');
  const [period, setPeriod] = useState<ContactPeriod>('all');
  const [sort, setSort] = useState<ContactSort>('newest');
  const [state, setState] = useState<'all' | ContactState>('all');
  const focus = useFocus('contatti');
  const mark = useUpdateContactState();
  const all = contacts.data ?? [];
  const now = new Date();
  const stats = useMemo(() => contactStats(all, new Date()), [all]);
  const list = filterContacts(all, { search, period, sort }, now).filter(
    (c) => state === 'all' || contactStateOf(c) === state,
  );
  // Opening a new message marks it read (never undoing 'risposto': the server keeps it).
  const opened = (contact: ContactMessage) => {
    if (contactStateOf(contact) === 'nuovo') mark.mutate({ id: contact.id, state: 'letto' });
  };

  return (
    <div>
      <SectionTitle title="Gestione Contatti" />
      <div className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Totale Contatti"
          value={stats.total}
          icon={<Inbox className="h-6 w-6" />}
        />
        <StatCard label="Oggi" value={stats.today} icon={<Sun className="h-6 w-6" />} />
        <StatCard
          label="Questa Settimana"
          value={stats.thisWeek}
          icon={<CalendarDays className="h-6 w-6" />}
        />
        <StatCard
          label="Con Date"
          value={stats.withDates}
          icon={<CalendarCheck className="h-6 w-6" />}
        />
      </div>
      <ListToolbar
        search={{
          label: 'Cerca contatti',
          placeholder: 'Cerca per nome, email o messaggio...',
          value: search,
          onChange: setSearch,
        }}
        onExport={() => downloadCsv('contatti', CONTACT_CSV_COLUMNS, list)}
        canExport={list.length > 0}
      >
        <NativeSelect
          aria-label="Periodo"
          value={period}
          onValueChange={setPeriod}
          options={[
            { value: 'all', label: 'Tutti' },
            { value: 'today', label: 'Oggi' },
            { value: 'week', label: 'Questa settimana' },
            { value: 'month', label: 'Questo mese' },
          ]}
        />
        <NativeSelect
          aria-label="Stato"
          value={state}
          onValueChange={setState}
          options={[
            { value: 'all', label: 'Tutti gli stati' },
            ...CONTACT_STATES.map((s) => ({ value: s, label: CONTACT_STATE_LABELS[s] })),
          ]}
        />
        <NativeSelect
          aria-label="Ordina"
          value={sort}
          onValueChange={setSort}
          options={[
            { value: 'newest', label: 'Più recenti' },
            { value: 'oldest', label: 'Meno recenti' },
            { value: 'name', label: 'Nome A-Z' },
          ]}
        />
      </ListToolbar>
      <ListDetail
        label="Contatti"
        status={contacts}
        all={all}
        shown={list}
        focus={focus}
        onChoose={opened}
        messages={{
          failed: 'Failed to fetch contacts',
          loading: 'Caricamento contatti…',
          empty: 'Nessun messaggio ricevuto ancora',
          noMatch: 'Nessun contatto trovato con i filtri selezionati',
          choose: 'Seleziona un messaggio per visualizzare i dettagli',
        }}
        summary={(contact) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <span className="font-semibold text-lava-900">
                {contact.nome} {contact.cognome}
              </span>
              <span className="flex items-center gap-2">
                {contact.locale && contact.locale !== DEFAULT_LOCALE ? (
                  <Badge tone="grey">{LOCALE_NAMES_IT[contact.locale]}</Badge>
                ) : null}
                <Badge tone={STATE_TONE[contactStateOf(contact)]}>
                  {CONTACT_STATE_LABELS[contactStateOf(contact)]}
                </Badge>
                <span className="text-xs text-lava-500">{italianDateTime(contact.created_at)}</span>
              </span>
            </div>
            <p className="truncate text-xs text-lava-500">{contact.messaggio}</p>
          </>
        )}
        detail={(contact) => (
          <ContactDetail
            contact={contact}
            onAnswered={() => mark.mutate({ id: contact.id, state: 'risposto' })}
          />
        )}
      />
    </div>
  );
}

function ContactDetail({
  contact,
  onAnswered,
}: {
  contact: ContactMessage;
  onAnswered: () => void;
}) {
  const whatsapp = whatsappLink(contact);
  return (
    <div data-testid="contact-detail" className="grid gap-4">
      <div>
        <h3 className="font-display text-2xl text-lava-900">
          {contact.nome} {contact.cognome}
        </h3>
        <p className="text-sm text-lava-500">
          Ricevuto il {italianDateTime(contact.created_at)} ·{' '}
          <span data-testid="contact-state">{CONTACT_STATE_LABELS[contactStateOf(contact)]}</span> ·
          Lingua{' '}
          <span data-testid="contact-locale">
            {LOCALE_NAMES_IT[contact.locale ?? DEFAULT_LOCALE]}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-0 text-sm break-all">{contact.email}</span>
        <Button asChild variant="outline">
          <a href={replyLink(contact)} onClick={onAnswered}>
            <Mail className="h-4 w-4" aria-hidden />
            Rispondi
          </a>
        </Button>
      </div>
      {contact.telefono ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm">{contact.telefono}</span>
          {whatsapp ? (
            <Button asChild variant="outline">
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={onAnswered}>
                <MessageCircle className="h-4 w-4" aria-hidden />
                WhatsApp
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}
      {contact.checkIn || contact.checkOut ? (
        <p className="text-sm">
          <span className="text-lava-500">Date richieste: </span>
          {contact.checkIn ? formatDay(contact.checkIn) : '—'} –{' '}
          {contact.checkOut ? formatDay(contact.checkOut) : '—'}
        </p>
      ) : null}
      <div>
        <Label htmlFor="contact-message">Messaggio</Label>
        <Textarea id="contact-message" readOnly value={contact.messaggio} className="min-h-40" />
      </div>
      <p className="text-xs text-lava-500">
        Consenso marketing: {contact.marketingConsent ? 'sì' : 'no'} · versione consenso{' '}
        {contact.consentVersion}
      </p>
    </div>
  );
}
