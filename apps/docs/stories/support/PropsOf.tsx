import type { ComponentType } from 'react';
import { ArgTypes } from '@storybook/addon-docs/blocks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are what the table shows
type AnyComponent = ComponentType<any>;

/** What react-docgen-typescript attaches to a component (the part read here). */
interface DocgenInfo {
  props?: Record<string, { defaultValue?: { value?: unknown } | null }>;
}

interface PropsOfProps {
  /** The name a host imports. */
  name: string;
  /** The entry point it comes from, e.g. `@shell/header/preferences`. */
  entry: string;
  component: AnyComponent;
  /**
   * Where the props are read from when `component` is a lazy part (`lazyPart(...)` has no
   * docgen of its own): the component the part loads. Its props are the part's, plus `fallback`.
   */
  docgenFrom?: AnyComponent;
}

/** A default longer than this is code (a built-in loader), not a value a reader needs in a table. */
const MAX_DEFAULT = 60;

function docgenOf(component: AnyComponent): DocgenInfo | undefined {
  return (component as { __docgenInfo?: DocgenInfo }).__docgenInfo;
}

/**
 * Long defaults (a whole function body) would fill the table: shown as "built in" instead. The
 * docgen object is the module's own, so this runs once per component and changes nothing else.
 */
function tidyDefaults(info: DocgenInfo): void {
  for (const prop of Object.values(info.props ?? {})) {
    const value = prop.defaultValue?.value;
    if (typeof value === 'string' && (value.length > MAX_DEFAULT || value.includes('\n'))) prop.defaultValue = { value: '(built in)' };
  }
}

/**
 * One public component's props table (react-docgen-typescript: the TypeScript props and their
 * TSDoc), under the import line a host writes. Read from the source, so it never drifts. A
 * component without props says so, instead of Storybook's "no controls" notice.
 */
export function PropsOf({ name, entry, component, docgenFrom }: PropsOfProps) {
  const source = docgenFrom ?? component;
  const info = docgenOf(source);
  if (info) tidyDefaults(info);
  const hasProps = Object.keys(info?.props ?? {}).length > 0;
  return (
    <section className="docs-props" aria-label={`${name} props`}>
      <h3 id={`props-${name.toLowerCase()}`}>{name}</h3>
      <pre className="docs-import">
        <code>{`import { ${name} } from '${entry}';`}</code>
      </pre>
      {docgenFrom ? (
        <p>
          A lazy part: its code is a chunk of its own, loaded on first render (or ahead with <code>{name}.preload()</code>). It takes the props
          below and <code>fallback</code> (what shows while the chunk loads; default nothing).
        </p>
      ) : null}
      {hasProps ? <ArgTypes of={source} /> : <p data-no-props="">Takes no props: everything it shows comes from the shell&apos;s store and the host context.</p>}
    </section>
  );
}
