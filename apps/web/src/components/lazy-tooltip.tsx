import type { TooltipProps } from '@mui/material/Tooltip';
import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

type Tooltip = ComponentType<TooltipProps>;

let loaded: Tooltip | undefined;
let loading: Promise<Tooltip | undefined> | undefined;
const waiting = new Set<(tooltip: Tooltip) => void>();

/**
 * MUI's Tooltip and what it brings (Popper, popper.js, its transition: 12 KB gzip), loaded once, at the first
 * pointing at, focus on or touch of an element that has one (issue 20), as the light date fields load their
 * picker (form/date-picker-loader.ts). A failed load leaves the elements as they are (their aria-label names
 * them) and the next intent tries again.
 */
export const loadTooltip = () => {
  loading ??= import('@mui/material/Tooltip').then(
    (m) => {
      loaded = m.default as Tooltip;
      for (const notify of waiting) notify(loaded);
      waiting.clear();
      return loaded;
    },
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
};

/** The props LazyTooltip adds to its child (an element that takes a ref and these handlers, such as IconButton). */
interface ChildProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** `:focus-visible`, where the browser knows it (MUI's own test; jsdom does not). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * MUI's Tooltip (`title`, `placement`), whose code loads at the first intent (loadTooltip): until then the
 * child is rendered as it is, named by its own aria-label (keep one: it is what screen readers read, with or
 * without the tooltip). Once the code is here, the child is wrapped in the Tooltip, which takes over: hover,
 * keyboard focus, long press on a touch screen, Escape.
 *
 * Wrapping mounts the child anew: every child of the page is wrapped when the code comes, the one the user
 * is on with its tooltip open at once (pointer over it, or a keyboard's focus), the focus moved to the new
 * element. A child that is being pressed (its click comes on the element the press began on), or that lies
 * under a modal (a dialog opened from it gives the focus back to it when it closes), is wrapped at its next
 * hover or focus instead.
 */
export function LazyTooltip({
  title,
  placement,
  children,
}: {
  title: string;
  placement?: TooltipProps['placement'];
  children: ReactElement<ChildProps>;
}) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  const [open, setOpen] = useState(false);
  const node = useRef<HTMLElement | null>(null);
  const hovered = useRef(false);
  const pressed = useRef(false);
  const refocus = useRef<{ visible: boolean } | null>(null);
  const own = children.props;

  const wrap = (tooltip: Tooltip) => {
    const element = node.current;
    if (!element || pressed.current) return;
    // MUI's modals hide the rest of the page from assistive technologies while they are open.
    if (element.closest('[aria-hidden="true"], [inert]')) return;
    const focused = element === element.ownerDocument.activeElement;
    const visible = focused && focusVisible(element);
    refocus.current = focused ? { visible } : null;
    // At once, before the next input event: a press that follows lands on the new element.
    flushSync(() => {
      setOpen(hovered.current || visible);
      setTooltip(() => tooltip);
    });
  };
  const intent = () => {
    if (loaded) wrap(loaded);
    else void loadTooltip();
  };

  // Every child on the page is wrapped when the code comes (the one the user is on, with its tooltip open).
  useEffect(() => {
    if (Tooltip) return;
    waiting.add(wrap);
    return () => {
      waiting.delete(wrap);
    };
  });

  // The child was mounted anew inside the Tooltip while it had the focus: the focus follows it.
  useLayoutEffect(() => {
    const moved = refocus.current;
    if (!Tooltip || !moved) return;
    refocus.current = null;
    node.current?.focus({ preventScroll: true, focusVisible: moved.visible } as FocusOptions);
  }, [Tooltip]);

  const ref = (element: HTMLElement | null) => {
    node.current = element;
    const childRef = own.ref;
    if (typeof childRef === 'function') childRef(element);
    else if (childRef) childRef.current = element;
  };

  if (Tooltip) {
    return (
      <Tooltip title={title} placement={placement} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref })}
      </Tooltip>
    );
  }
  // A press ends with its click (a tap's comes after the pointer is up), or when it is abandoned.
  const released = () => {
    pressed.current = false;
  };
  return cloneElement(children, {
    ref,
    onPointerEnter: (event) => {
      hovered.current = event.pointerType !== 'touch';
      intent();
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      hovered.current = false;
      released();
      own.onPointerLeave?.(event);
    },
    onPointerDown: (event) => {
      pressed.current = true;
      own.onPointerDown?.(event);
    },
    onPointerCancel: (event) => {
      released();
      own.onPointerCancel?.(event);
    },
    onClick: (event) => {
      released();
      own.onClick?.(event);
    },
    onFocus: (event) => {
      intent();
      own.onFocus?.(event);
    },
    onBlur: (event) => {
      released();
      own.onBlur?.(event);
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter' || event.key === ' ') pressed.current = true;
      own.onKeyDown?.(event);
    },
  });
}
