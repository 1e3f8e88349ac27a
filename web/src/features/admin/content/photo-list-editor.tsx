import type { Image } from '@catania/shared/schemas/apartment';
import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Badge, Card } from '../ui';
import { PhotoUpload, uploadedPhotoId } from './photo-upload';

/**
 * An ordered list of photos the owner manages ('Foto e testi'): an apartment's gallery, the
 * home's hero slides, the 'Scopri Catania' cards. The first is the cover; each has its alt text
 * (required, Italian); photos taken out stay in the library to put back, uploaded ones can be
 * deleted; a new photo is uploaded at the bottom.
 */
export function PhotoListEditor({
  title,
  intro,
  field,
  photos,
  library,
  minimum,
  issues,
  purposeOf,
  onChange,
  onDelete,
  deleting,
  onUpload,
  altPlaceholder,
}: {
  title: string;
  intro: ReactNode;
  /** The field the server names in its issues (`gallery`, `hero`, `discover`). */
  field: string;
  photos: Image[];
  library: Image[];
  /** How many photos the list must keep (1: it has a cover). */
  minimum: number;
  issues: Record<string, string>;
  /** What the photo at `index` is for (shown beside it), if anything. */
  purposeOf?: (index: number) => string | undefined;
  onChange: (photos: Image[]) => void;
  onDelete: (photoId: string) => Promise<unknown>;
  deleting: boolean;
  onUpload: (file: File, alt: string) => Promise<void>;
  altPlaceholder: string;
}) {
  const outside = library.filter((photo) => !photos.some((p) => p.src === photo.src));
  const forget = async (photo: Image) => {
    try {
      await onDelete(uploadedPhotoId(photo.src) as string);
      toast({ title: 'Foto eliminata', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Foto non eliminata',
        description: messageOf(error, 'Riprova tra poco.'),
        variant: 'destructive',
      });
    }
  };
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    if (photo) next.splice(to, 0, photo);
    onChange(next);
  };
  return (
    <Card className="grid gap-4">
      <div>
        <h3 className="font-display text-xl text-lava-900">{title}</h3>
        <p className="mt-1 text-sm text-lava-600">{intro}</p>
      </div>
      <ol className="grid gap-3" aria-label={title}>
        {photos.map((photo, index) => (
          <li
            key={photo.src}
            className="grid grid-cols-[5rem_1fr] gap-3 rounded-xl border border-lava-100 p-2 sm:grid-cols-[7rem_1fr]"
          >
            <img
              src={photo.src.replace(/\.webp$/, '-400.webp')}
              alt=""
              className="aspect-[3/2] w-full rounded-lg object-cover"
              style={photo.placeholder ? { backgroundImage: photo.placeholder } : undefined}
              onError={(event) => {
                // A photo narrower than 400 px exists only at its own width.
                if (!event.currentTarget.src.endsWith(photo.src))
                  event.currentTarget.src = photo.src;
              }}
            />
            <div className="grid gap-2">
              {purposeOf?.(index) ? (
                <p className="text-xs font-medium text-lava-600">{purposeOf(index)}</p>
              ) : null}
              <AltField
                field={field}
                index={index}
                value={photo.alt}
                error={issues[`${field}.${index}.alt`] ?? issues[`${field}.${index}.src`]}
                onChange={(alt) =>
                  onChange(photos.map((p, i) => (i === index ? { ...p, alt } : p)))
                }
              />
              <div className="flex flex-wrap gap-2">
                {index === 0 ? (
                  <Badge tone="green">
                    <Star className="h-3 w-3" aria-hidden /> Copertina
                  </Badge>
                ) : (
                  <Button variant="outline" onClick={() => move(index, 0)}>
                    Copertina
                  </Button>
                )}
                <Button
                  variant="outline"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Sposta su la foto ${index + 1}`}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Sposta giù la foto ${index + 1}`}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  disabled={photos.length <= minimum}
                  onClick={() => onChange(photos.filter((_, i) => i !== index))}
                  aria-label={`Togli la foto ${index + 1}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Togli
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      {issues[field] ? <p className="text-sm text-red-700">{issues[field]}</p> : null}
      {outside.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium text-lava-700">Foto tolte</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {outside.map((photo) => (
              <li key={photo.src} className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => onChange([...photos, photo])}>
                  Rimetti «{photo.alt}»
                </Button>
                {uploadedPhotoId(photo.src) ? (
                  <Button
                    variant="outline"
                    disabled={deleting}
                    onClick={() => forget(photo)}
                    aria-label={`Elimina la foto «${photo.alt}»`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                    Elimina
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <PhotoUpload onUpload={onUpload} altPlaceholder={altPlaceholder} />
    </Card>
  );
}

function AltField({
  field,
  index,
  value,
  error,
  onChange,
}: {
  field: string;
  index: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `${field}-alt-${index}`;
  return (
    <div>
      <Label htmlFor={id} className="text-xs">
        Testo alternativo della foto {index + 1}
      </Label>
      <Input
        id={id}
        className="h-11 text-sm"
        value={value}
        aria-invalid={Boolean(error) || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <p className="mt-1 text-xs text-red-700">{error}</p> : null}
    </div>
  );
}
