import type { Messages } from '../../namespaces';

/** The 404 page in English (it/notFound.ts is the reference). */
export default {
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
  heading: '404 Page Not Found',
  text: 'The page you were looking for does not exist or has moved. Go back to the home page to discover our apartments in the historic centre of Catania.',
  home: 'Back to the home page',
  /** An apartment page whose apartment does not exist (or could not be loaded). */
  apartment: {
    title: 'Apartment not found',
    text: "The apartment you're looking for doesn't exist or is no longer available.",
    home: 'Back to the home page',
  },
} satisfies Messages<'notFound'>;
