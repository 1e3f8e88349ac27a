import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from '../lib/navigation';

/**
 * Hydrating a section later (ADR 0006). A prerendered page's sections below the fold
 * need no JavaScript to be read, only to respond: `deferred` keeps their code out of the page's
 * first load, and their hydration out of its first long task.
 *
 * How: while the app hydrates the prerendered HTML, the section renders inside a Suspense
 * boundary that suspends until the section comes within `margin` of the screen (or the pointer,
 * a touch or the focus reaches it, or the URL has a hash: a page opened at a section). React
 * keeps the boundary's server HTML as it is ("dehydrated"): nothing blinks, nothing moves. The
 * module then loads and React hydrates the section in place. A navigation, which changes the
 * router's context and so reaches a boundary still waiting, loads it at once: React needs its code
 * then.
 *
 * A client-side render (a navigation to the page, the app shell) loads the module at once and
 * shows `fallback` meanwhile; the prerender renders the section in full (it waits for the module).
 *
 * What a deferred section must keep: its controls disabled until hydrated (`useHydrated`), or
 * plain links, as React does not replay a click made on HTML it has not hydrated yet; and its
 * first render equal to the prerendered one (the props it hydrates with are those it was first
 * rendered with; the live ones follow once it has hydrated).
 */

const noSubscription = () => () => {};

/**
 * Whether this component is being hydrated: React reads a store's server snapshot while it
 * hydrates (and on the server), its client snapshot on a render of its own.
 */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  ) && typeof document !== 'undefined';

/** The module's promise, marked as React marks the ones it has read (`status`, `value`). */
type Loaded<P> = Promise<ComponentType<P>>;
const settled = (promise: Promise<unknown>) =>
  (promise as { status?: string }).status === 'fulfilled';

/** What holds one deferred section's hydration back, and lets it go. */
interface Gate {
  opened: boolean;
  /** Resolves once the section's module has arrived. */
  ready: Promise<void>;
  open(): void;
}

/** One deferred section: its module, loaded once, and how it waits. */
interface Source<P> {
  /** One promise for every render (React's `use` needs the same one). */
  module(): Loaded<P>;
  fallback: ReactNode;
  margin: string;
}

function createGate(source: Source<object>): Gate {
  let resolve = () => {};
  const gate: Gate = {
    opened: false,
    ready: new Promise<void>((r) => {
      resolve = r;
    }),
    open() {
      if (gate.opened) return;
      gate.opened = true;
      source.module().then(resolve, () => {
        gate.opened = false; // stays as prerendered; the next approach tries again
      });
    },
  };
  return gate;
}

/** Inside the boundary: waits for the gate (hydrating only), then renders the section. */
function Section<P extends object>({
  source,
  gate,
  props,
  onHydrated,
}: {
  source: Source<P>;
  gate: Gate | null;
  props: P;
  onHydrated: () => void;
}) {
  if (gate && (!gate.opened || !settled(source.module()))) use(gate.ready);
  const Component = use(source.module());
  useEffect(() => onHydrated(), [onHydrated]);
  return <Component {...props} />;
}

/** Outside the boundary, hydrated with the page: watches the section and opens its gate. */
function Later<P extends object>({ source, props }: { source: Source<P>; props: P }) {
  const hydrating = useHydrating();
  const [gate] = useState(() => (hydrating ? createGate(source as Source<object>) : null));
  const [hydrated, setHydrated] = useState(gate === null);
  // Until it has hydrated, the section renders with the props it was prerendered with.
  const [first] = useState(props);
  const shown = hydrated ? props : first;
  const ref = useRef<HTMLDivElement>(null);
  // A navigation changes the router's context, which reaches a section still waiting: React then
  // needs its code (a navigation is a transition: it waits for it rather than blank the section).
  const place = useLocation();
  const [firstPlace] = useState(place);
  if (gate && place !== firstPlace) gate.open();

  useEffect(() => {
    const wrapper = ref.current;
    if (!gate || !wrapper || gate.opened) return;
    const targets = [...wrapper.children];
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) open();
            },
            { rootMargin: `${source.margin} 0px` },
          )
        : null;
    const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
    // A page opened at a section (or a section link followed) must reach its final layout at
    // once, as `WhenVisible` does: the forms that load inside a section change its height.
    const onHash = () => {
      if (location.hash) open();
    };
    function stop() {
      observer?.disconnect();
      for (const type of events) wrapper?.removeEventListener(type, open);
      window.removeEventListener('hashchange', onHash);
    }
    function open() {
      stop();
      gate?.open();
    }
    if (!observer || targets.length === 0) {
      open();
      return;
    }
    for (const target of targets) observer.observe(target);
    for (const type of events) wrapper.addEventListener(type, open, { passive: true });
    window.addEventListener('hashchange', onHash);
    onHash();
    return stop;
  }, [gate, source]);

  // The same element while the section waits: a re-render of the page must not reach it.
  const boundary = useMemo(
    () => (
      <Suspense fallback={source.fallback}>
        <Section source={source} gate={gate} props={shown} onHydrated={() => setHydrated(true)} />
      </Suspense>
    ),
    [gate, shown, source],
  );
  // `contents`: no box of its own, so the page's layout is the section's; the observer watches
  // the section's own elements.
  return (
    <div ref={ref} className="contents">
      {boundary}
    </div>
  );
}

/** A deferred section's component, and how to have its module before a client-side render. */
export type Deferred<P> = ComponentType<P> & {
  /** Loads the module now: a client-side render after it shows the section at once. */
  preload(): Promise<unknown>;
};

/**
 * A section hydrated later, used as the section itself. `load` resolves to its component (from a
 * module of its own, or one the sections of a page share: `() => import('./later').then((m) =>
 * m.Faq)`); `fallback` is what a client-side render shows while it loads (reserve its height),
 * unless `preload()` has brought the module first; `margin`, how near the screen it starts loading.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, margin = '300px' }: { fallback?: ReactNode; margin?: string } = {},
): Deferred<P> {
  let loaded: Loaded<P> | undefined;
  const source: Source<P> = {
    fallback,
    margin,
    module() {
      if (!loaded) {
        const promise: Loaded<P> = load().then(
          (component) => {
            // Marked as React marks the promises it has read: a render after it has arrived
            // does not suspend again.
            Object.assign(promise, { status: 'fulfilled', value: component });
            return component;
          },
          (error: unknown) => {
            loaded = undefined; // a later render tries again
            throw error;
          },
        );
        loaded = promise;
      }
      return loaded;
    },
  };
  const component = memo((props: P) => <Later source={source} props={props} />);
  return Object.assign(component as unknown as ComponentType<P>, {
    preload: () => source.module(),
  });
}
