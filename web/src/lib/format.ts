import { formatsFor } from '@catania/shared/domain/formats';
import { formatEuro } from '@catania/shared/domain/money';
import { useLocale } from '../i18n/messages';

/**
 * The site's formats (shared/src/domain/formats.ts, which the mails use too) for the browser: the
 * page's language, or the Italian ones by name.
 */
export { type Formats, formatsFor, toUtcDate } from '@catania/shared/domain/formats';

/** The formats of the page's language. */
export const useFormats = () => formatsFor(useLocale());

/*
 * The Italian formats by name, for the screens that are Italian only (the admin panel) and the
 * public ones not yet reading the page's language: each is `formatsFor('it')`'s.
 */
const italian = () => formatsFor('it');

export { formatEuro };
export const formatDay = (date: string) => italian().day(date);
export const formatDayMonth = (date: string) => italian().dayMonth(date);
export const formatLongDay = (date: string) => italian().longDay(date);
export const formatDate = (date: string) => italian().date(date);
export const formatMonthTitle = (date: string) => italian().monthTitle(date);

/** `1 notte` / `3 notti`, Italian by default (the public pages read `common.nights` of theirs). */
export { nightsLabel } from '@catania/shared/domain/formats';
