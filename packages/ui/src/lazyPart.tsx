import { Component, lazy, Suspense, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useShellHost } from './host';
import type { ShellErrorReport } from './host';

/**
 * A part of the shell that only an interaction shows (a dialog, a drawer, a panel's contents):
 * its code is a chunk of its own, fetched on first use or ahead of it with `preload()` (call it on
 * pointer-enter / focus of the trigger so the click finds it loaded).
 *
 * Rendered as `<Part {...props} fallback={…} />`. Once loaded (or preloaded) it renders
 * synchronously, like any component. While the chunk loads, `fallback` shows (default
 * nothing). The part always sits in its own Suspense boundary, so HTML rendered on the server
 * after a `preload()` hydrates in a browser that is still loading the chunk: the server's markup
 * stays until the chunk is in, then hydrates in place. When the chunk cannot load, the fallback stays, one `lazy-part` error goes to the
 * host's `reportError`, and the next mount tries again — a failed download never breaks the page.
 */
export type LazyPart<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Starts loading the chunk (idempotent); resolves when it is in, never rejects. */
  preload(): Promise<void>;
};

interface BoundaryProps {
  name: string;
  fallback: ReactNode;
  report: (report: ShellErrorReport) => void;
  onFailure: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure();
    this.props.report({ kind: 'lazy-part', message: `The ${this.props.name} chunk could not be loaded`, detail: { error: String(error) } });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  // Once the chunk is in, the part renders at once: no Suspense round trip after a preload.
  let ready: ComponentType<P> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => ((ready = component), { default: component }),
      (error: unknown) => {
        // Forget the failure, so the next mount (or preload) downloads again.
        pending = undefined;
        throw error;
      },
    ));
  let Loaded = lazy(start);

  function Part(props: P & { fallback?: ReactNode }) {
    const { reportError } = useShellHost();
    const { fallback = null, ...rest } = props;
    // Chosen once per mount: swapping the lazy wrapper for the loaded component on a later render
    // would remount the part (its state, focus and DOM lost).
    const [Current] = useState<ComponentType<P>>(() => ready ?? Loaded);
    return (
      <LoadBoundary
        name={name}
        fallback={fallback}
        report={reportError}
        onFailure={() => {
          if (Loaded === Current) Loaded = lazy(start);
        }}
      >
        <Suspense fallback={fallback}>
          <Current {...(rest as P)} />
        </Suspense>
      </LoadBoundary>
    );
  }
  Part.displayName = `LazyPart(${name})`;
  return Object.assign(Part, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * Props for a trigger that start loading `part` when a pointer comes near (pointer-enter), a
 * touch or click begins (pointer-down) or keyboard focus arrives, so the chunk is usually in by
 * the time the click lands.
 */
export function preloadOn(part: { preload(): Promise<void> }) {
  const preload = () => void part.preload();
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}
