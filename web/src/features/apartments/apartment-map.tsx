import { site } from '@catania/shared/config/site';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useMessages } from '../../i18n/messages';
import { useHydrated } from '../../lib/use-hydrated';

/** 'Dove si trova': the map on request and links to the big map services. */
export function ApartmentMap({ name }: { name: string }) {
  const { latitude, longitude } = site.contacts.geo;
  const { map } = useMessages('apartmentLater');
  return (
    <section aria-labelledby="map-title" className="mt-12">
      <h2 id="map-title" className="text-3xl text-lava-900">
        {map.title}
      </h2>
      <MapFrame latitude={latitude} longitude={longitude} name={name} />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="outline" size="sm">
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {map.googleMaps}
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {map.openStreetMap}
          </a>
        </Button>
      </div>
    </section>
  );
}

/**
 * The embedded map loads only when asked: it is third-party content (OpenStreetMap) and would
 * otherwise cost every visitor a heavy frame.
 */
function MapFrame({
  latitude,
  longitude,
  name,
}: {
  latitude: number;
  longitude: number;
  name: string;
}) {
  const { map } = useMessages('apartmentLater');
  const [show, setShow] = useState(false);
  // Hydrated after the page (`deferred`): a click before that would be lost.
  const hydrated = useHydrated();
  const d = 0.006;
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - d}%2C${latitude - d / 1.5}%2C${longitude + d}%2C${latitude + d / 1.5}&layer=mapnik&marker=${latitude}%2C${longitude}`;
  return (
    <div className="mt-6 overflow-hidden rounded-3xl ring-1 ring-lava-100">
      {show ? (
        <iframe
          title={map.frameTitle(name)}
          src={src}
          className="h-80 w-full border-0"
          loading="lazy"
        />
      ) : (
        <div className="grid h-80 place-items-center bg-[radial-gradient(circle_at_30%_40%,#e8d8bd,#f3e9d8)] p-6 text-center">
          <div>
            <MapPin className="mx-auto h-10 w-10 text-accent-700" aria-hidden />
            <p className="mt-3 text-lava-700">{map.place}</p>
            <Button
              variant="dark"
              size="sm"
              className="mt-4"
              disabled={!hydrated}
              onClick={() => setShow(true)}
            >
              {map.show}
            </Button>
            <p className="mt-2 text-xs text-lava-600">{map.credit}</p>
          </div>
        </div>
      )}
    </div>
  );
}
