import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';

export function ApartmentNotFound() {
  return (
    <section className="container-site grid min-h-[70vh] place-items-center pt-28 pb-20 text-center">
      <div>
        <h1 className="font-display text-4xl text-lava-900">Appartamento non trovato</h1>
        <p className="mt-4 text-lava-600">
          L'appartamento che cerchi non esiste o non è più disponibile.
        </p>
        <Button asChild className="mt-8">
          <Link to="/">Torna alla Home</Link>
        </Button>
      </div>
    </section>
  );
}

export function ApartmentSkeleton() {
  return (
    <div className="pt-20" role="status" aria-label="Caricamento appartamento">
      <Skeleton className="h-[60vh] rounded-none" />
      <div className="container-site mt-10 grid gap-4">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
