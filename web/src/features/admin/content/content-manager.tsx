import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { useState } from 'react';
import { Label } from '../../../components/ui/input';
import { useApartmentNames } from '../api';
import { NativeSelect, SectionTitle } from '../ui';
import { ApartmentContent } from './apartment-content-form';
import { HomePhotosEditor } from './home-photos-editor';
import { PublishPanel } from './publish-panel';
import { SiteTextsEditor } from './site-texts-editor';

/**
 * 'Foto e testi': the owner's own photos and words for each apartment page, saved as
 * a draft, previewed as the page will look, and published to the site in one go.
 */
/** What the tab edits: an apartment's page, the home's photos, or the site's own texts. */
const SITE_TEXTS = 'testi-del-sito';

const HOME = 'home';

export function ContentManager() {
  const names = useApartmentNames();
  const [editing, setEditing] = useState<ApartmentId | typeof HOME | typeof SITE_TEXTS>(
    APARTMENT_IDS[0],
  );
  return (
    <div className="grid gap-6">
      <SectionTitle
        title="Foto e testi"
        subtitle="Le modifiche restano in bozza finché non le pubblichi: il sito cambia solo con 'Pubblica sul sito'"
      />
      <PublishPanel />
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor="content-apartment" className="mb-0">
          Contenuti di
        </Label>
        <NativeSelect
          id="content-apartment"
          value={editing}
          onValueChange={setEditing}
          options={[
            ...APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id })),
            { value: HOME, label: 'Home (copertina e Scopri Catania)' },
            { value: SITE_TEXTS, label: 'Testi della home, istruzioni e FAQ' },
          ]}
        />
      </div>
      {editing === SITE_TEXTS ? (
        <SiteTextsEditor />
      ) : editing === HOME ? (
        <HomePhotosEditor />
      ) : (
        <ApartmentContent key={editing} apartmentId={editing} />
      )}
    </div>
  );
}
