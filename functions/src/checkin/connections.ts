import type { ConnectionCheck } from '@catania/shared/schemas/connections';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { SEND_ERRORS, WAITING } from './alloggiati-send';
import {
  AlloggiatiRefused,
  AlloggiatiUnreachable,
  checkAlloggiatiCredentials,
} from './alloggiati-service';
import { DAY_MESSAGES } from './osservatorio-days';
import {
  isOsservatorioConfigured,
  OsservatorioRefused,
  OsservatorioUnreachable,
  openOsservatorioSession,
} from './osservatorio-service';

/**
 * The owner's check of the accounts the site sends with: set up or not, and taken by
 * the service now or refused, in the words the sends themselves use. A failure is an answer
 * (200 with ok false), not an error: the owner is told what to fix.
 */

/**
 * Anything else went wrong before the service was asked: the stored password or key cannot be
 * read (a parameter missing or empty). That is what the owner's check is for, so it is an answer
 * too, and the error is logged (its message names the parameter, never its value).
 */
const UNREADABLE =
  'Le credenziali salvate non si leggono (un parametro mancante o vuoto): salvale di nuovo come spiega la guida operativa.';

function unreadable(service: string, error: unknown): string {
  logger.error('connection check: credentials unreadable', {
    service,
    error: error instanceof Error ? error.message : String(error),
  });
  return UNREADABLE;
}

const OK = {
  alloggiati: 'Collegamento riuscito: Alloggiati Web accetta utente, password e Web Service Key.',
  osservatorio:
    'Collegamento riuscito: l\u2019Osservatorio Turistico accetta utente PMS e password.',
} as const;

export async function alloggiatiConnection(now = new Date()): Promise<ConnectionCheck> {
  const checkedAt = now.toISOString();
  const user = env.ALLOGGIATI_USER;
  if (!user) return { configured: false, ok: false, message: WAITING.notConfigured, checkedAt };
  const apartments = env.ALLOGGIATI_APARTMENTS;
  const account = apartments ? `${user} (Gestione Appartamenti: ${apartments})` : user;
  try {
    await checkAlloggiatiCredentials();
    return { configured: true, account, ok: true, message: OK.alloggiati, checkedAt };
  } catch (error) {
    const message =
      error instanceof AlloggiatiRefused
        ? SEND_ERRORS.refused(error.detail)
        : error instanceof AlloggiatiUnreachable
          ? 'Alloggiati Web non risponde o ha dato una risposta non valida: riprova tra qualche minuto.'
          : unreadable('alloggiati', error);
    return { configured: true, account, ok: false, message, checkedAt };
  }
}

export async function osservatorioConnection(now = new Date()): Promise<ConnectionCheck> {
  const checkedAt = now.toISOString();
  if (!isOsservatorioConfigured()) {
    return { configured: false, ok: false, message: DAY_MESSAGES.notConfigured, checkedAt };
  }
  const account = `${env.OSSERVATORIO_USER} (struttura ${env.OSSERVATORIO_HOTEL_CODE})`;
  try {
    const session = await openOsservatorioSession();
    await session.close();
    return { configured: true, account, ok: true, message: OK.osservatorio, checkedAt };
  } catch (error) {
    const message =
      error instanceof OsservatorioRefused
        ? 'L\u2019Osservatorio Turistico ha rifiutato l\u2019accesso: controlla utente PMS e password della struttura.'
        : error instanceof OsservatorioUnreachable
          ? 'L\u2019Osservatorio Turistico non risponde o ha dato una risposta non valida: riprova tra qualche minuto.'
          : unreadable('osservatorio', error);
    return { configured: true, account, ok: false, message, checkedAt };
  }
}
