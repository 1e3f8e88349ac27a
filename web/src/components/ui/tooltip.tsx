import {
  cloneElement,
  createContext,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';

type RadixTooltips = typeof import('./radix-tooltip');

interface Tooltips {
  /** Radix's tooltip, once loaded. */
  radix: RadixTooltips | undefined;
  /** The trigger the pointer or focus was on when the code arrived: it opens at once. */
  pending: { id: string; focused: boolean } | undefined;
  want: (pending: Tooltips['pending']) => void;
}

const TooltipsContext = createContext<Tooltips | null>(null);

/**
 * Tooltips whose code (Radix's tooltip and Floating UI's positioning, about 11 KB) loads the first
 * time the pointer or the focus reaches a trigger, not with the page: most visits never show one.
 * Open delay 700 ms once loaded (product §9); the first opens as soon as its code arrives.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [radix, setRadix] = useState<RadixTooltips>();
  const [pending, setPending] = useState<Tooltips['pending']>();
  const want = useCallback(
    (next: Tooltips['pending']) => {
      setPending(next);
      if (next && !radix) void import('./radix-tooltip').then(setRadix);
    },
    [radix],
  );
  const value = useMemo(() => ({ radix, pending, want }), [radix, pending, want]);
  return <TooltipsContext.Provider value={value}>{children}</TooltipsContext.Provider>;
}

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/** A tooltip on `children` (one element, which must take pointer and focus handlers). */
export function Tooltip({
  content,
  children,
}: {
  content: string;
  children: ReactElement<TriggerProps>;
}) {
  const id = useId();
  const tooltips = useContext(TooltipsContext);
  if (!tooltips) throw new Error('Tooltip outside a TooltipProvider');
  const { radix, pending, want } = tooltips;
  if (radix) {
    const first = pending?.id === id;
    return (
      <radix.Tooltip content={content} defaultOpen={first} focusOnMount={first && pending.focused}>
        {children}
      </radix.Tooltip>
    );
  }
  const props = children.props;
  return cloneElement(children, {
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      // A touch shows no tooltip (as Radix's): the code still loads for the next one.
      want(event.pointerType === 'touch' ? undefined : { id, focused: false });
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      if (pending?.id === id) want(undefined);
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      want({ id, focused: true });
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      if (pending?.id === id) want(undefined);
    },
  });
}
