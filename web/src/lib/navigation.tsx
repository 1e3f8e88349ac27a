import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/**
 * Where the guest is and how a page sends them elsewhere. The public site is a set of documents:
 * every page has its own URL, served by the edge (prerendered, or the app shell), so following a
 * link is the browser's own navigation, and no client router ships with a public page (a router
 * weighed 13 KB gzip on each of them, for navigations the site does not need to make in-page).
 * What stays in the page: a change of the hash or of the query on the same path (a section link,
 * a filter), kept in the history. The owner's panel brings its own router (app/admin-app.tsx).
 */
export interface Place {
  pathname: string;
  search: string;
  hash: string;
}

interface Navigation {
  place: Place;
  /** The page's path parameters (`/appartamento/:id` gives `id`), from the table of pages. */
  params: Readonly<Record<string, string>>;
  go: (to: string, options?: { replace?: boolean }) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation outside a DocumentNavigation');
  return navigation;
}

const placeOf = (url: URL): Place => ({
  pathname: url.pathname,
  search: url.search,
  hash: url.hash,
});

/** How the browser loads another page: tests record it instead. */
type Leave = (target: URL, options: { replace: boolean }) => void;

const leaveDocument: Leave = (target, { replace }) =>
  replace ? location.replace(target.href) : location.assign(target.href);

/** Whether `target` is this document's own page: its hash or query may change in place. */
const samePage = (target: URL, place: Place) =>
  target.origin === location.origin && target.pathname === place.pathname;

/**
 * The navigation of one document, opened at `url` (the browser's own location, or the URL a
 * page is prerendered for): a same-path change stays in the page, any other path is loaded.
 */
export function DocumentNavigation({
  url,
  params,
  leave = leaveDocument,
  children,
}: {
  url: string;
  params: Readonly<Record<string, string>>;
  leave?: Leave;
  children: ReactNode;
}) {
  const [place, setPlace] = useState(() => placeOf(new URL(url, 'http://localhost')));
  useEffect(() => {
    const onPop = () => setPlace(placeOf(new URL(location.href)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigation = useMemo<Navigation>(
    () => ({
      place,
      params,
      go: (to, options) => {
        const target = new URL(to, location.origin + place.pathname + place.search);
        const replace = options?.replace ?? false;
        if (!samePage(target, place)) return leave(target, { replace });
        history[replace ? 'replaceState' : 'pushState'](null, '', target.href);
        setPlace(placeOf(target));
      },
    }),
    [place, params, leave],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

export function useLocation(): Place {
  return useNavigation().place;
}

export function useNavigate(): Navigation['go'] {
  return useNavigation().go;
}

export function useParams(): Readonly<Record<string, string>> {
  return useNavigation().params;
}

export function useSearchParams(): URLSearchParams {
  const { search } = useNavigation().place;
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Sends the guest on at once, replacing this page in the history (a page that has moved). */
export function Navigate({ to }: { to: string }) {
  const go = useNavigate();
  useEffect(() => go(to, { replace: true }), [go, to]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

const modified = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * A link to a page of the site: an anchor the browser follows, but a change of the hash or the
 * query on this page's own path, which stays in the page (no reload, the history kept).
 */
export function Link({ to, onClick, ...props }: LinkProps) {
  const { place, go } = useNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || modified(event) || props.target) return;
    if (!samePage(new URL(to, location.origin + place.pathname), place)) return;
    event.preventDefault();
    go(to);
  };
  return <a href={to} onClick={handleClick} {...props} />;
}
