import {
  HEIC_MESSAGE,
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  PHOTO_TYPES_LABEL,
} from '@catania/shared/schemas/site-photos';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';

/** A photo's upload from the owner's phone or computer: checked here, sent straight to storage, then made into the site's sizes. */

/** The id of a photo uploaded from the panel (`/images/uploads/<apartment or home>/<id>.webp`). */
export const uploadedPhotoId = (src: string) =>
  /^\/images\/uploads\/[^/]+\/([\w-]+)\.webp$/.exec(src)?.[1];

/** What a file chosen on the phone would be refused for, said before it is sent. */
export function photoFileProblem(file: File): string | undefined {
  if (/^image\/hei[cf]$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name)) return HEIC_MESSAGE;
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return `Sono accettate solo foto ${PHOTO_TYPES_LABEL}.`;
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return `La foto supera il limite di ${PHOTO_MAX_MEGABYTES} MB.`;
  }
  return undefined;
}

export function PhotoUpload({
  onUpload,
  altPlaceholder,
}: {
  onUpload: (file: File, alt: string) => Promise<void>;
  altPlaceholder: string;
}) {
  const id = useId();
  const [file, setFile] = useState<File | undefined>();
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  // A new file input after each photo sent: the browser's keeps showing the last file's name.
  const [sent, setSent] = useState(0);
  const send = async () => {
    if (!file) return;
    setSending(true);
    try {
      await onUpload(file, alt.trim());
      setFile(undefined);
      setAlt('');
      setSent((count) => count + 1);
      toast({
        title: 'Foto aggiunta',
        description: 'È in fondo all’elenco, in bozza: pubblicala quando vuoi.',
        variant: 'success',
      });
    } catch (error) {
      setProblem(messageOf(error, 'Caricamento non riuscito: riprova.'));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="grid gap-3 rounded-xl border border-dashed border-lava-300 p-4">
      <h4 className="font-medium text-lava-900">Aggiungi una foto</h4>
      <div>
        <Label htmlFor={`${id}-file`}>
          Foto ({PHOTO_TYPES_LABEL}, fino a {PHOTO_MAX_MEGABYTES} MB)
        </Label>
        <input
          key={sent}
          id={`${id}-file`}
          type="file"
          accept={PHOTO_CONTENT_TYPES.join(',')}
          className="block w-full text-sm text-lava-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-lava-100 file:px-4 file:text-lava-900"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            const why = chosen ? photoFileProblem(chosen) : undefined;
            setProblem(why);
            setFile(why ? undefined : chosen);
          }}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-alt`}>Testo alternativo (obbligatorio)</Label>
        <Input
          id={`${id}-alt`}
          value={alt}
          placeholder={altPlaceholder}
          onChange={(event) => setAlt(event.target.value)}
        />
      </div>
      {problem ? (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
      <Button
        onClick={send}
        disabled={!file || !alt.trim() || sending}
        className="justify-self-start"
      >
        <Upload className="h-4 w-4" aria-hidden />
        {sending ? 'Caricamento…' : 'Carica la foto'}
      </Button>
    </div>
  );
}
