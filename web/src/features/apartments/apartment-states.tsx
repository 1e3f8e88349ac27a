import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useLocalizedPath, useMessages } from '../../i18n/messages';
import { Link } from '../../lib/navigation';

export function ApartmentNotFound() {
  const notFound = useMessages('notFound').apartment;
  const localized = useLocalizedPath();
  return (
    <section className="container-site grid min-h-[70vh] place-items-center pt-28 pb-20 text-center">
      <div>
        <h1 className="font-display text-4xl text-lava-900">{notFound.title}</h1>
        <p className="mt-4 text-lava-600">{notFound.text}</p>
        <Button asChild className="mt-8">
          <Link to={localized('/')}>{notFound.home}</Link>
        </Button>
      </div>
    </section>
  );
}

export function ApartmentSkeleton() {
  const { loading } = useMessages('calendar').apartmentPage;
  return (
    <div className="pt-20" role="status" aria-label={loading}>
      <Skeleton className="h-[60vh] rounded-none" />
      <div className="container-site mt-10 grid gap-4">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
