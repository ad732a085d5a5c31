import { type ReactNode, type RefObject, Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useHydrated } from '@/lib/use-hydrated';

/** How far outside the viewport a section starts hydrating, so it is ready by the time it scrolls in. */
const NEAR = '300px 0px';

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Hydrates its children on their own, once they come near the viewport, instead of with the rest of the page
 * (docs/decisions/021-public-page-performance.md). The prerendered HTML stays on screen meanwhile: links work as
 * links, and controls are written to be right before they hydrate. Each section hydrates and commits in a task of
 * its own, so no single task holds up the page, and a section never scrolled to costs nothing; children may be
 * lazily loaded, and then their code is fetched only then too. After a client-side navigation there is nothing to
 * hydrate, and children render at once.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const hydrating = !useHydrated();
  // Made once, on the first render: only when hydrating in the browser (at build time there is no document,
  // and after a navigation there is nothing to hydrate).
  const [gate] = useState(() => (hydrating && typeof document !== 'undefined' ? createGate() : null));
  // A navigation re-renders every link, those in sections still waiting too, and the router's transition would
  // wait for them to hydrate: a navigation opens every gate, during its render, so it never waits on a scroll.
  const { key } = useLocation();
  const [landingKey] = useState(key);
  if (gate && key !== landingKey) gate.open();

  useEffect(() => {
    const element = slot.current;
    if (!element || !gate) return;
    // Without IntersectionObserver (an old browser), hydrate at once.
    if (typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        gate.open();
        observer.disconnect();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    // A press or focus that comes before the observer has reported opens it too: React then hydrates the section
    // when the click or key arrives, and handles it (a link navigates client-side, behind the spinner).
    // Native listeners, as React does not dispatch events inside a section it has not hydrated.
    const events = ['pointerdown', 'focusin'] as const;
    for (const type of events) element.addEventListener(type, gate.open, { capture: true });
    return () => {
      observer.disconnect();
      for (const type of events) element.removeEventListener(type, gate.open, { capture: true });
    };
  }, [gate]);

  // The same element on every render of this component: it re-renders once after hydration (useHydrated), and a
  // boundary still waiting to hydrate that received new props would be rendered afresh instead, its HTML dropped.
  //
  // The boundary is there only on the page landed on (at build time and while hydrating; `landed` never changes
  // for an instance, so the tree keeps its shape). After a navigation, children that suspend (a lazily loaded
  // part of a page) suspend the page itself, which stays behind its "Loading..." spinner until it is whole,
  // rather than showing with a hole.
  const [landed] = useState(hydrating);
  const boundary = useMemo(
    () =>
      landed ? (
        <Suspense fallback={null}>
          {gate ? <WaitForGate gate={gate}>{children}</WaitForGate> : children}
          <MarkHydrated slot={slot} />
        </Suspense>
      ) : (
        <>
          {children}
          <MarkHydrated slot={slot} />
        </>
      ),
    [landed, gate, children],
  );
  return <div ref={slot}>{boundary}</div>;
}

/** Suspends until the gate opens; React keeps the prerendered HTML meanwhile. */
function WaitForGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.opened);
  return children;
}

/**
 * Marks the slot `data-hydrated="true"` once React owns what is inside: its effects run only after the boundary
 * has committed. Tests wait for it before they press a control that must be handled by the app, not the browser
 * (a link pressed before its section hydrates is followed as a plain link, a full page load).
 */
function MarkHydrated({ slot }: { slot: RefObject<HTMLDivElement | null> }) {
  useEffect(() => slot.current?.setAttribute('data-hydrated', 'true'), [slot]);
  return null;
}
