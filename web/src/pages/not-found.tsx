import { useLocalizedPath, useMessages } from '../i18n/messages';
import { Link } from '../lib/navigation';
import { usePageMeta } from '../lib/seo';

export default function NotFoundPage() {
  const notFound = useMessages('notFound');
  const to = useLocalizedPath();
  usePageMeta({ title: notFound.title, description: notFound.description });
  return (
    <section className="container-site grid min-h-[70vh] place-items-center pt-28 pb-20 text-center">
      <div>
        <p className="font-display text-8xl text-accent-600 sm:text-9xl">404</p>
        <h1 className="mt-4 font-display text-3xl text-lava-900 sm:text-4xl">{notFound.heading}</h1>
        <p className="mx-auto mt-4 max-w-md text-lava-600">{notFound.text}</p>
        <Link
          to={to('/')}
          className="mt-8 inline-flex h-12 items-center rounded-full bg-accent-600 px-7 font-semibold text-white hover:bg-accent-700"
        >
          {notFound.home}
        </Link>
      </div>
    </section>
  );
}
