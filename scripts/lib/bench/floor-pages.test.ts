import { describe, expect, it, vi } from 'vitest';
import {
  FLOOR_SCROLL_CARDS,
  FLOOR_TAP_CARDS,
  FLOOR_TAPS,
  FLOOR_SCRIPTS,
  floorBackScript,
  floorPages,
  floorScrollScript,
  floorTapScript,
} from './floor-pages.mjs';

const card = (name: string, picture: string, loading: string) =>
  `<li class="item"><article class="card"><img class="image" ${loading} alt="${name}" src="./images/foods/${picture}"/>` +
  `<h2><a href="#/food/${name}">${name}</a></h2><svg><clipPath id="stars-${name}"><rect></rect></clipPath>` +
  `<path clip-path="url(#stars-${name})"></path></svg></article></li>`;

/** A demo index.html as the build prerenders it: its scripts, the Loading overlay, the home page. */
const INDEX_HTML =
  '<html><head><meta http-equiv="Content-Security-Policy" content="script-src \'self\'">' +
  '<script>window.early = 1;</script><link rel="modulepreload" href="./assets/app.js"><style>.card{}</style></head>' +
  '<body><div id="root" data-prerendered><header><a href="#/">Food Store!</a></header><main id="main"><div class="page">' +
  '<nav aria-label="Tags"><ul><li><a href="#/tag/All">All</a></li>' +
  '<li><a href="#/tag/Soup">Soup</a></li></ul></nav><h1>Our menu</h1>' +
  `<ul class="grid" aria-label="Dishes">${card('a', 'p0.svg', 'loading="eager" fetchPriority="high"')}${card('b', 'p1.svg', 'loading="lazy"')}</ul>` +
  '</div></main></div><div class="overlay" role="status" aria-live="polite"><div class="box">Loading...</div></div>' +
  '<script type="module" src="./assets/app.js"></script></body></html>';

const PICTURES = Array.from({ length: 48 }, (_, index) => `p${index}.svg`);

function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

const picturesIn = (root: ParentNode) =>
  [...root.querySelectorAll('img')].map((image) => image.getAttribute('src')?.replace('./images/foods/', ''));

describe('floorPages', () => {
  it('keeps the page and its styles, without the app: none of its scripts or preloads, no Loading overlay', () => {
    for (const html of Object.values(floorPages(INDEX_HTML, PICTURES))) {
      const page = parse(html);
      expect(page.querySelector('style')?.textContent).toBe('.card{}');
      expect(page.querySelector('h1')?.textContent).toBe('Our menu');
      expect(page.querySelector('link[rel="modulepreload"]')).toBeNull();
      expect(page.querySelector('[role="status"]')).toBeNull();
      expect([...page.querySelectorAll('script')].map((script) => script.getAttribute('src'))).not.toContain(
        './assets/app.js',
      );
      expect(html).not.toContain('window.early');
    }
  });

  it('gives the scroll page its many cards, the pictures in turn, each card with ids of its own', () => {
    const page = parse(floorPages(INDEX_HTML, PICTURES).scroll);
    expect(page.querySelectorAll('ul[aria-label="Dishes"] article')).toHaveLength(FLOOR_TAP_CARDS);
    const cards = page.querySelector<HTMLTemplateElement>('template[data-floor-cards]')!.content;
    expect(cards.querySelectorAll('li > article')).toHaveLength(FLOOR_SCROLL_CARDS);
    const pictures = picturesIn(cards);
    expect(pictures.slice(0, 3)).toEqual(['p0.svg', 'p1.svg', 'p2.svg']);
    expect(pictures[48]).toBe('p0.svg');
    const ids = [...cards.querySelectorAll('clipPath')].map((clip) => clip.id);
    expect(new Set(ids).size).toBe(FLOOR_SCROLL_CARDS);
    const uses = [...cards.querySelectorAll('path')].map((path) => path.getAttribute('clip-path'));
    expect(uses).toEqual(ids.map((id) => `url(#${id})`));
    expect(page.querySelector('script')?.getAttribute('src')).toBe(`./${FLOOR_SCRIPTS.scroll}`);
  });

  it('loads pictures as the app does where it rendered the card, and when scrolled near beyond', () => {
    const page = parse(floorPages(INDEX_HTML, PICTURES).scroll);
    const images = [...page.querySelector('template')!.content.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading')).slice(0, 4)).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images.slice(1).filter((image) => image.hasAttribute('fetchpriority'))).toHaveLength(0);
  });

  it('gives the tap pages a set of cards per tap: pictures new to the page, or the ones it shows', () => {
    const { tapNew, tapSeen } = floorPages(INDEX_HTML, PICTURES);
    for (const html of [tapNew, tapSeen]) {
      const page = parse(html);
      expect(page.querySelectorAll('ul[aria-label="Dishes"] article')).toHaveLength(FLOOR_TAP_CARDS);
      expect(page.querySelectorAll('template[data-floor-set]')).toHaveLength(FLOOR_TAPS);
      expect(page.querySelector('script')?.getAttribute('src')).toBe(`./${FLOOR_SCRIPTS.tap}`);
    }
    const shownAndSets = (html: string) => {
      const page = parse(html);
      const sets = [...page.querySelectorAll('template')].map((set) => picturesIn(set.content));
      return { shown: picturesIn(page.querySelector('ul[aria-label="Dishes"]')!), sets };
    };
    const fresh = shownAndSets(tapNew);
    for (const set of fresh.sets) {
      expect(set).toHaveLength(FLOOR_TAP_CARDS);
      expect(set.filter((picture) => fresh.shown.includes(picture))).toEqual([]);
    }
    expect(new Set(fresh.sets.flat()).size).toBe(FLOOR_TAPS * FLOOR_TAP_CARDS);
    const seen = shownAndSets(tapSeen);
    for (const set of seen.sets) expect(set).toEqual(seen.shown);
  });

  it('gives the Back page the first cards and its script, nothing held back', () => {
    const page = parse(floorPages(INDEX_HTML, PICTURES).back);
    expect(page.querySelectorAll('ul[aria-label="Dishes"] article')).toHaveLength(FLOOR_TAP_CARDS);
    expect(page.querySelectorAll('template')).toHaveLength(0);
    expect(page.querySelector('script')?.getAttribute('src')).toBe(`./${FLOOR_SCRIPTS.back}`);
  });

  it('refuses a page with no dish list to copy', () => {
    expect(() => floorPages('<html><body><h1>Our menu</h1></body></html>', PICTURES)).toThrow(/"Dishes"/);
  });
});

describe('floorTapScript', () => {
  it("shows the next set of cards under the tag's heading when a tag link is clicked, and stays on the page", () => {
    const page = parse(floorPages(INDEX_HTML, PICTURES).tapNew);
    document.body.innerHTML = page.body.innerHTML;
    const sets = [...document.querySelectorAll('template')].map((set) => picturesIn(set.content));
    new Function(floorTapScript)();
    const list = () => document.querySelector('ul[aria-label="Dishes"]')!;
    const tag = document.querySelector<HTMLAnchorElement>('a[href="#/tag/Soup"]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tag.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.querySelector('h1')?.textContent).toBe('Tag: Soup');
    expect(picturesIn(list())).toEqual(sets[0]);
    tag.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(picturesIn(list())).toEqual(sets[1]);
  });
});

describe('floorBackScript', () => {
  it('takes the menu page out when a dish is opened, and puts the same elements back on Back', () => {
    document.body.innerHTML = parse(floorPages(INDEX_HTML, PICTURES).back).body.innerHTML;
    history.replaceState(null, '', '/floor-back.html');
    new Function(floorBackScript)();
    const menu = document.querySelector('main > div')!;
    const cards = [...menu.querySelectorAll('article')];
    const brand = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('header a')!.dispatchEvent(brand);
    expect(brand.defaultPrevented).toBe(false);
    expect(menu.isConnected).toBe(true);

    const dish = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('ul[aria-label="Dishes"] a')!.dispatchEvent(dish);
    expect(dish.defaultPrevented).toBe(true);
    expect(document.querySelector('main > div')).toBeNull();
    expect(location.hash).toBe('#/food/a');

    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(document.querySelector('main > div')).toBe(menu);
    expect([...document.querySelectorAll('ul[aria-label="Dishes"] article')]).toEqual(cards);
    expect(cards).toHaveLength(FLOOR_TAP_CARDS);
  });
});

describe('floorScrollScript', () => {
  // jsdom lays nothing out: a grid of 4 columns 20 px apart whose cards are 300 px tall, 100 px down.
  function layOut() {
    const list = document.querySelector<HTMLElement>('ul[aria-label="Dishes"]')!;
    list.style.gridTemplateColumns = '10px 10px 10px 10px';
    list.style.rowGap = '20px';
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      height: 300,
      top: 100,
    } as DOMRect);
    return list;
  }
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  const rowsShown = (list: HTMLElement) => [
    ...new Set([...list.children].map((item) => Number((item as HTMLElement).dataset.row))),
  ];

  it('keeps only the rows on screen and one beyond each side in the page, in order, padding for the rest', () => {
    const page = parse(floorPages(INDEX_HTML, PICTURES).scroll);
    document.body.innerHTML = page.body.innerHTML;
    const all = picturesIn(document.querySelector('template')!.content);
    const list = layOut();
    scrollTo(0);
    new Function(floorScrollScript)();
    // jsdom's window is 768 px tall: rows 0 to 2 are on screen from the list's top at 100 px.
    expect(rowsShown(list)).toEqual([0, 1, 2, 3]);
    scrollTo(3200);
    expect(rowsShown(list)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(picturesIn(list)).toEqual(all.slice(32, 56));
    expect(list.style.paddingTop).toBe(`${8 * 320}px`);
    expect(list.style.paddingBottom).toBe(`${(100 - 14) * 320}px`);
    scrollTo(2900);
    expect(rowsShown(list)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(picturesIn(list)).toEqual(all.slice(28, 52));
    scrollTo(0);
    expect(rowsShown(list)).toEqual([0, 1, 2, 3]);
    expect(picturesIn(list)).toEqual(all.slice(0, 16));
    expect([...list.children].every((item) => (item as HTMLElement).style.height === '300px')).toBe(true);
  });
});
