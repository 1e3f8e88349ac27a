import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { PrecheckinView } from '@catania/shared/schemas/checkin';
import {
  IDENTIFICATION_PREFERENCES,
  type IdentificationPreferenceKind,
} from '@catania/shared/schemas/identification';
import { Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useLocale, useMessages } from '../../i18n/messages';
import { messageOf } from '../../lib/api-client';
import { useFormats } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useChooseIdentification } from './api';

/** Half-hour slots of the video-call hours. */
function slotTimes(): string[] {
  const { from, to } = site.checkin.videoSlotHours;
  const times: string[] = [];
  for (let hour = from; hour < to; hour++) {
    for (const minutes of ['00', '30']) times.push(`${String(hour).padStart(2, '0')}:${minutes}`);
  }
  return times;
}

/** Today up to the day of arrival (at most the three days before it). */
function slotDays(checkIn: string): string[] {
  const today = todayInRome();
  const days: string[] = [];
  for (let day = addDays(checkIn, -3); day <= checkIn; day = addDays(day, 1)) {
    if (day >= today) days.push(day);
  }
  return days;
}

/**
 * How the guest will be identified: the law asks the host to check, in person or by
 * a real-time video call, that whoever enters holds the document of the pre-check-in. The guest
 * picks a call slot, 'chiamami all'arrivo', or meeting the host at the door.
 */
export function IdentificationChoice({ token, view }: { token: string; view: PrecheckinView }) {
  const { identification } = view;
  const current = identification.preference;
  const [kind, setKind] = useState<IdentificationPreferenceKind>(current?.kind ?? 'video_slot');
  const days = slotDays(view.stay.checkIn);
  const [day, setDay] = useState(
    current?.kind === 'video_slot' ? current.slot.slice(0, 10) : (days.at(-1) ?? view.stay.checkIn),
  );
  const [time, setTime] = useState(
    current?.kind === 'video_slot' ? current.slot.slice(11, 16) : site.stay.checkIn.from,
  );
  const choose = useChooseIdentification(token);
  const t = useMessages('precheckin').identification;
  const format = useFormats();
  const locale = useLocale();

  if (identification.leadIdentified) {
    return (
      <p className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-950">
        {t.done}
      </p>
    );
  }
  const save = async () => {
    try {
      await choose.mutateAsync(kind === 'video_slot' ? { kind, slot: `${day}T${time}` } : { kind });
      toast({ title: t.saved, description: t.welcome, variant: 'success' });
    } catch (error) {
      toast({
        title: t.error,
        // The server's own words on an Italian page only.
        description: locale === DEFAULT_LOCALE ? messageOf(error, t.saveFailed) : t.saveFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-6" data-testid="identification-choice">
      <h3 className="font-display text-xl text-lava-900">{t.title}</h3>
      <p className="mt-1 text-sm text-lava-600">{t.intro}</p>
      <fieldset className="mt-4 grid gap-2">
        <legend className="sr-only">{t.legend}</legend>
        {IDENTIFICATION_PREFERENCES.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-sm text-lava-800">
            <input
              type="radio"
              name="identification"
              className="h-5 w-5 accent-accent-600"
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            {t.kind(option)}
          </label>
        ))}
      </fieldset>
      {kind === 'video_slot' ? (
        <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
          <div className="grid gap-1">
            <label htmlFor="slot-day" className="text-xs font-medium text-lava-700">
              {t.day}
            </label>
            <select
              id="slot-day"
              className="h-11 rounded-xl border border-lava-200 bg-white px-3 text-sm"
              value={day}
              onChange={(e) => setDay(e.target.value)}
            >
              {days.map((d) => (
                <option key={d} value={d}>
                  {format.day(d)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor="slot-time" className="text-xs font-medium text-lava-700">
              {t.time}
            </label>
            <select
              id="slot-time"
              className="h-11 rounded-xl border border-lava-200 bg-white px-3 text-sm"
              value={time}
              onChange={(e) => setTime(e.target.value)}
            >
              {slotTimes().map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={save} disabled={choose.isPending || days.length === 0}>
          {t.save}
        </Button>
        {identification.videoUrl && (current?.kind ?? kind) !== 'in_person' ? (
          <Button asChild variant="outline">
            <a href={identification.videoUrl} target="_blank" rel="noopener noreferrer">
              <Video className="h-4 w-4" aria-hidden /> {t.openCall}
            </a>
          </Button>
        ) : null}
      </div>
      {current ? (
        <p className="mt-3 text-sm text-lava-700" data-testid="identification-current">
          {t.current(t.kind(current.kind))}
          {current.kind === 'video_slot'
            ? t.slot(format.day(current.slot.slice(0, 10)), current.slot.slice(11, 16))
            : ''}
          .
        </p>
      ) : null}
    </div>
  );
}
