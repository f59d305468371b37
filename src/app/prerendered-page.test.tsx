import type { AnyRouter } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_WAIT_MS, OnFirstCommit, takeOverPrerenderedPage } from './prerendered-page';

const roots: Root[] = [];

function prerenderedContainer() {
  const container = document.createElement('div');
  container.setAttribute('data-prerendered', '');
  container.innerHTML = '<main><h1>Our menu</h1></main>';
  document.body.append(container);
  return container;
}

/** A page that takes `ms` of main-thread time to render, in small parts (as a page of cards does). */
function SlowPage({ parts, ms }: { parts: number; ms: number }) {
  return Array.from({ length: parts }, (_, index) => <SlowPart key={index} ms={ms / parts} />);
}

/** Main-thread time spent, as rendering spends it. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Nothing but time passing.
  }
}

function SlowPart({ ms }: { ms: number }) {
  busyFor(ms);
  return <p>part</p>;
}

/** What the app's own first render puts in `container`, as main.tsx does it. */
const renderApp =
  (container: HTMLElement, page: ReactNode = <h1>Cart Page is Empty</h1>) =>
  (onFirstCommit: () => void) => {
    const root = createRoot(container);
    roots.push(root);
    root.render(
      <>
        {page}
        <OnFirstCommit onCommit={onFirstCommit} />
      </>,
    );
  };

function routerLoading() {
  let finish = () => {};
  let fail = () => {};
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = () => reject(new Error('The menu could not be loaded'));
      }),
  );
  return { router: { load } as unknown as AnyRouter, load, finish: () => finish(), fail: () => fail() };
}

const routerLoaded = () => ({ load: () => Promise.resolve() }) as unknown as AnyRouter;

afterEach(() => {
  vi.useRealTimers();
  roots.splice(0).forEach((root) => root.unmount());
  document.body.replaceChildren();
  delete document.documentElement.dataset.prerender;
});

describe('takeOverPrerenderedPage', () => {
  it('renders once the router has loaded the page where index.html holds no prerendered page', async () => {
    const container = document.createElement('div');
    const render = vi.fn();
    const { router, load, finish } = routerLoading();
    const takeOver = takeOverPrerenderedPage(container, router, render);
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
    expect(render).not.toHaveBeenCalled();

    finish();
    await takeOver;
    expect(render).toHaveBeenCalledOnce();
  });

  it('renders without a prerendered page when the load fails: the page shows the failure', async () => {
    const render = vi.fn();
    const { router, fail } = routerLoading();
    const takeOver = takeOverPrerenderedPage(document.createElement('div'), router, render);
    fail();
    await takeOver;
    expect(render).toHaveBeenCalledOnce();
  });

  it('renders without a prerendered page once FIRST_LOAD_WAIT_MS have passed, however long the load takes', async () => {
    vi.useFakeTimers();
    const render = vi.fn();
    const { router } = routerLoading();
    const takeOver = takeOverPrerenderedPage(document.createElement('div'), router, render);
    await vi.advanceTimersByTimeAsync(FIRST_LOAD_WAIT_MS - 1);
    expect(render).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await takeOver;
    expect(render).toHaveBeenCalledOnce();
  });

  it('builds the first page in slices where there is no prerendered page: other tasks run meanwhile', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    void takeOverPrerenderedPage(container, routerLoaded(), () =>
      root.render(<SlowPage parts={40} ms={200} />),
    );
    // Tasks queued one after another while the page is built: a render in one task lets one through.
    let tasksMeanwhile = 0;
    while (container.childElementCount === 0) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      tasksMeanwhile += 1;
    }
    expect(container.childElementCount).toBe(40);
    expect(tasksMeanwhile).toBeGreaterThan(5);
  });

  it('replaces a hidden prerendered page with the app in one go: nothing between shows the home page', async () => {
    document.documentElement.dataset.prerender = 'off';
    const container = prerenderedContainer();
    const { router, load } = routerLoading();
    const marked: boolean[] = [];
    const render = renderApp(container);
    await takeOverPrerenderedPage(container, router, (onFirstCommit) => {
      marked.push(container.hasAttribute('data-prerendered'));
      render(onFirstCommit);
    });
    // Hidden while the app renders, and the app's page is in place the moment the mark goes.
    expect(marked).toEqual([true]);
    expect(container.hasAttribute('data-prerendered')).toBe(false);
    expect(container.textContent).toBe('Cart Page is Empty');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a shown prerendered page until the router has loaded the page, then replaces it', async () => {
    const container = prerenderedContainer();
    const { router, finish } = routerLoading();
    const takeOver = takeOverPrerenderedPage(container, router, renderApp(container));
    await Promise.resolve();
    expect(container.textContent).toBe('Our menu');

    finish();
    await takeOver;
    expect(container.hasAttribute('data-prerendered')).toBe(false);
    expect(container.textContent).toBe('Cart Page is Empty');
  });

  it('keeps the prerendered page while the app’s page is built in slices, and swaps them in one commit', async () => {
    document.documentElement.dataset.prerender = 'off';
    const container = prerenderedContainer();
    const { router } = routerLoading();
    const takeOver = takeOverPrerenderedPage(
      container,
      router,
      renderApp(container, <SlowPage parts={40} ms={200} />),
    );
    let tasksMeanwhile = 0;
    while (container.hasAttribute('data-prerendered')) {
      expect(container.textContent).toBe('Our menu');
      await new Promise((resolve) => setTimeout(resolve, 0));
      tasksMeanwhile += 1;
    }
    expect(container.querySelectorAll('p')).toHaveLength(40);
    expect(container.textContent).not.toContain('Our menu');
    expect(tasksMeanwhile).toBeGreaterThan(5);
    await takeOver;
  });
});

describe('what the shopper typed into the prerendered page', () => {
  const searchBox = (defaultValue = '') => (
    <form role="search">
      <label htmlFor="food-search">Search food</label>
      <input id="food-search" type="search" defaultValue={defaultValue} />
    </form>
  );

  function prerenderedSearchPage() {
    const container = document.createElement('div');
    container.setAttribute('data-prerendered', '');
    container.innerHTML =
      '<main><form role="search"><label for="food-search">Search food</label>' +
      '<input id="food-search" type="search" value=""/></form><a href="#/tag/Lunch">Lunch</a></main>';
    document.body.append(container);
    return container;
  }

  it("is in the app's search box when it takes over, with the focus and the caret", async () => {
    const container = prerenderedSearchPage();
    const prerendered = screen.getByRole('searchbox', { name: 'Search food' });
    await userEvent.type(prerendered, 'soup{ArrowLeft}{ArrowLeft}');

    await takeOverPrerenderedPage(container, routerLoaded(), renderApp(container, searchBox()));
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search food' });
    expect(box).not.toBe(prerendered);
    expect(box).toHaveValue('soup');
    expect(box).toHaveFocus();
    expect([box.selectionStart, box.selectionEnd]).toEqual([2, 2]);
  });

  it('keeps its text but not the focus where the shopper had moved on', async () => {
    const container = prerenderedSearchPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search food' }), 'soup');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Lunch' })).toHaveFocus();

    await takeOverPrerenderedPage(container, routerLoaded(), renderApp(container, searchBox()));
    const box = screen.getByRole('searchbox', { name: 'Search food' });
    expect(box).toHaveValue('soup');
    expect(box).not.toHaveFocus();
  });

  it("leaves the app's own value where the shopper typed nothing", async () => {
    const container = prerenderedSearchPage();
    await takeOverPrerenderedPage(container, routerLoaded(), renderApp(container, searchBox('curry')));
    expect(screen.getByRole('searchbox', { name: 'Search food' })).toHaveValue('curry');
  });
});
