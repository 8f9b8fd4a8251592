// Hydration renders what the server rendered, in the root's pass and in a <Suspense> boundary's later
// pass, even when the client's value is known by then (the session arriving before a boundary's turn,
// the /timhortons mismatch); the client's value follows, and a client render reads it at once.
import { act, Suspense, type ReactNode } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserValue, useHydratedValue, useServerRender } from './browser-value.ts';

// React's act() flushes renders, effects and transitions before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

/** Renders `server` to HTML, then hydrates `client` over it; answers React's recoverable errors. */
async function hydrate(server: ReactNode, client: ReactNode): Promise<unknown[]> {
  const html = renderToString(server);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, client, { onRecoverableError: (error) => errors.push(error) });
    // Let a boundary's later hydration pass run.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  // Then what the effects scheduled in a task of their own.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return errors;
}

function Value({ value }: { value: string }) {
  return <p>{useHydratedValue(value, 'visitor')}</p>;
}

function Plain({ value }: { value: string }) {
  return <p>{value}</p>;
}

/** A boundary like TimHortonsLinking's: its content hydrates after the root has committed. */
function Boundary({ children }: { children: ReactNode }) {
  return (
    <main>
      <Suspense fallback={null}>{children}</Suspense>
    </main>
  );
}

/** Hydrates `Probe` under a boundary: 'visitor' on the server, 'member' in the browser. */
function hydrateInBoundary(Probe: (props: { value: string }) => ReactNode): Promise<unknown[]> {
  return hydrate(
    <Boundary>
      <Probe value="visitor" />
    </Boundary>,
    <Boundary>
      <Probe value="member" />
    </Boundary>,
  );
}

describe('useHydratedValue', () => {
  it('renders the server value while hydrating, then the client value', async () => {
    const errors = await hydrate(<Value value="visitor" />, <Value value="member" />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('member');
  });

  it('does the same inside a boundary that hydrates after the root', async () => {
    const errors = await hydrateInBoundary(Value);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('member');
  });

  it('is what keeps that hydration clean: the plain value mismatches', async () => {
    const errors = await hydrateInBoundary(Plain);
    expect(errors).toHaveLength(1);
  });

  it('gives the client value at once in a client render', () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root?.render(<Value value="member" />));
    expect(container.textContent).toBe('member');
  });
});

describe('useServerRender', () => {
  function Probe() {
    return <p>{useServerRender() ? 'server' : 'client'}</p>;
  }

  it('is true on the server and while hydrating, false in a client render', async () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
    const errors = await hydrate(<Probe />, <Probe />);
    expect(errors).toEqual([]);
    // Hydration matched ('server'), and nothing re-rendered it since: both snapshots are equal.
    expect(container.textContent).toBe('server');
    act(() => root?.unmount());
    root = createRoot(container);
    act(() => root?.render(<Probe />));
    expect(container.textContent).toBe('client');
  });
});

describe('useBrowserValue', () => {
  let reads = 0;
  const readAgent = () => {
    reads += 1;
    return 'Android';
  };
  function Agent() {
    return <p>{useBrowserValue(readAgent, 'unknown')}</p>;
  }

  it('hydrates with the server value, in a boundary too, then reads the browser once', async () => {
    reads = 0;
    const server = (
      <Boundary>
        <Agent />
      </Boundary>
    );
    expect(renderToString(server)).toContain('unknown');
    expect(reads).toBe(0);
    const errors = await hydrate(server, server);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Android');
    expect(reads).toBe(1);
  });

  it('reads the browser at once in a client render', () => {
    reads = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root?.render(<Agent />));
    expect(container.textContent).toBe('Android');
    expect(reads).toBe(1);
  });
});
