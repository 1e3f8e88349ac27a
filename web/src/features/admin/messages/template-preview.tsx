import type { RouteBody, RouteResponse } from '@catania/shared/api/types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/input';
import { formatDay } from '../../../lib/format';
import { messageOf, useApartmentNames } from '../api';
import { NativeSelect } from '../ui';
import { previewMessage, usePreviewStays } from './api';

type PreviewRequest = Omit<RouteBody<'previewMessageTemplate'>, 'stayKey'>;
type Preview = RouteResponse<'previewMessageTemplate'>;

/** The message as a guest would read it, filled by the server with a real stay the owner picks. */
export function TemplatePreview({ request }: { request: PreviewRequest }) {
  const [stayKey, setStayKey] = useState('');
  const [preview, setPreview] = useState<Preview | undefined>();
  const [previewError, setPreviewError] = useState<string | undefined>();
  const stays = usePreviewStays();
  const names = useApartmentNames();

  const showPreview = async () => {
    setPreviewError(undefined);
    try {
      setPreview(await previewMessage({ ...request, ...(stayKey ? { stayKey } : {}) }));
    } catch (error) {
      setPreview(undefined);
      setPreviewError(messageOf(error, 'Anteprima non disponibile.'));
    }
  };

  const stayOptions = [
    { value: '', label: 'Il prossimo soggiorno' },
    ...(stays.data ?? []).map((s) => ({
      value: s.stayKey,
      label: `${s.guestName ?? 'Ospite'} · ${names[s.apartmentId] ?? s.apartmentId} · ${formatDay(s.checkIn)}`,
    })),
  ];

  return (
    <div className="rounded-xl border border-lava-100 bg-white p-3">
      <Label htmlFor="template-preview-stay">Anteprima con un soggiorno vero</Label>
      <div className="flex flex-wrap gap-2">
        <NativeSelect
          id="template-preview-stay"
          className="min-w-0 flex-1"
          options={stayOptions}
          value={stayKey}
          onValueChange={setStayKey}
        />
        <Button type="button" variant="outline" onClick={showPreview}>
          Anteprima
        </Button>
      </div>
      {previewError ? <p className="mt-2 text-sm text-red-800">{previewError}</p> : null}
      {preview ? (
        <div className="mt-3" data-testid="template-preview">
          <p className="text-sm font-semibold text-lava-900">{preview.subject}</p>
          <p className="mt-2 max-h-72 overflow-y-auto rounded-lg bg-cream-50 p-3 text-sm whitespace-pre-wrap text-lava-800">
            {preview.text}
          </p>
        </div>
      ) : null}
    </div>
  );
}
