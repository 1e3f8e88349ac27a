/**
 * What a calendar says after some picks (a restart, a day past a taken night), the availability
 * box and a quote that could not be had, in Italian: loaded with them (each is loaded when first
 * shown), not with the calendar. English is en/calendarNotices.ts, key by key.
 */
export default {
  /** Why a pick started the stay again. */
  restart: {
    'before-check-in':
      'Il giorno scelto non viene dopo il check-in, quindi è il nuovo check-in. Ora scegli il check-out.',
    'new-stay':
      'Le date erano già complete: ricominciamo con un nuovo check-in. Ora scegli il check-out.',
  },
  /** A check-out past a taken night (`night`: its date). */
  blocked: (night: string, canStartHere: boolean) =>
    `Check-out non possibile: la notte del ${night} è già occupata. Puoi partire al più tardi il ${night}${canStartHere ? ', oppure iniziare un nuovo soggiorno da questa data.' : '.'}`,
  startHere: (date: string) => `Ricomincia da qui: check-in il ${date}`,
  /** The availability box (features/availability/availability-status.tsx). */
  status: {
    loading: 'Caricamento disponibilità…',
    error: 'Errore nel caricamento disponibilità - tutte le date appaiono disponibili',
    errorBadge: 'Errore API',
    /** Never '0 ... trovate': with nothing taken the guest reads that every date is free. */
    unavailable: (count: number) =>
      count === 0
        ? 'Tutte le date sono disponibili'
        : count === 1
          ? '1 data non disponibile trovata'
          : `${count} date non disponibili trovate`,
  },
  /** The quote that could not be had (features/booking/stay-quote.tsx). */
  quoteFailed: 'Non riusciamo a calcolare il prezzo ora: lo vedrai al passo successivo.',
};
