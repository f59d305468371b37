import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  FLOOR_MENU,
  FLOOR_SCROLL_CARDS,
  FLOOR_TAP_CARDS,
  FLOOR_TAPS,
  FLOOR_SCRIPTS,
  floorBackScript,
  floorChangeScript,
  floorMenu,
  floorPages,
  floorScrollScript,
  floorTapScript,
} from './floor-pages.mjs';
import { expectedFirstCards } from './menu-changes.mjs';

const card = (name: string, picture: string, loading: string) =>
  `<li class="item"><article class="card"><img class="image" ${loading} alt="${name}" src="./images/foods/${picture}"/>` +
  `<h2><a href="#/food/${name}">${name}</a></h2><svg><clipPath id="stars-${name}"><rect></rect></clipPath>` +
  `<path clip-path="url(#stars-${name})"></path></svg></article></li>`;

/**
 * Runs a floor page's script as the page would, over this document; the listeners it adds to the
 * document and the window go with the test, so they cannot act on the pages of later tests and files.
 */
function runPageScript(script: string) {
  const added = new AbortController();
  const add = EventTarget.prototype.addEventListener;
  const listen = vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (
    this: EventTarget,
    type,
    listener,
    options,
  ) {
    const settings = typeof options === 'boolean' ? { capture: options } : options;
    add.call(this, type, listener, { ...settings, signal: added.signal });
  });
  try {
    new Function(script)();
  } finally {
    listen.mockRestore();
  }
  onTestFinished(() => added.abort());
}

/** A demo index.html as the build prerenders it: its scripts, the Loading overlay, the home page. */
const INDEX_HTML =
  '<html><head><meta http-equiv="Content-Security-Policy" content="script-src \'self\'">' +
  '<script>window.early = 1;</script><link rel="modulepreload" href="./assets/app.js"><style>.card{}</style></head>' +
  '<body><div id="root" data-prerendered><header><a href="#/">Food Store!</a></header><main id="main"><div class="page">' +
  '<nav aria-label="Tags"><ul><li><a href="#/tag/All">All</a></li>' +
  '<li><a href="#/tag/Soup">Soup</a></li></ul></nav>' +
  '<label>Sort by <select><option value="">Recommended</option><option value="price-asc">Price: low to high</option></select></label>' +
  '<fieldset><legend>Diet</legend><label><input type="checkbox" name="diet" value="vegetarian"> Vegetarian</label>' +
  '<label><input type="checkbox" name="diet" value="vegan"> Vegan</label></fieldset>' +
  '<h1>Our menu</h1><div role="status">12 dishes</div>' +
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
    // The overlay is a status, and so is the line that counts the dishes, which stays.
    for (const html of Object.values(floorPages(INDEX_HTML, PICTURES))) {
      const page = parse(html);
      expect(page.querySelector('style')?.textContent).toBe('.card{}');
      expect(page.querySelector('h1')?.textContent).toBe('Our menu');
      expect(page.querySelector('link[rel="modulepreload"]')).toBeNull();
      expect([...page.querySelectorAll('[role="status"]')].map((status) => status.textContent)).toEqual([
        '12 dishes',
      ]);
      expect(page.body.textContent).not.toContain('Loading...');
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

  it("gives the change page home's prerendered cards as they are and its script, and keeps the count line", () => {
    const page = parse(floorPages(INDEX_HTML, PICTURES).change);
    expect(picturesIn(page.querySelector('ul[aria-label="Dishes"]')!)).toEqual(['p0.svg', 'p1.svg']);
    expect(page.querySelectorAll('template')).toHaveLength(0);
    expect(page.querySelector('script')?.getAttribute('src')).toBe(`./${FLOOR_SCRIPTS.change}`);
    expect(page.querySelector('main [role="status"]')?.textContent).toBe('12 dishes');
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
    runPageScript(floorTapScript);
    const list = () => document.querySelector('ul[aria-label="Dishes"]')!;
    const tag = document.querySelector<HTMLAnchorElement>('a[href="#/tag/Soup"]')!;
    // A tag link keeps the shopper's sort and filters in its query.
    tag.setAttribute('href', './?scenario=big#/tag/Soup?sort=price-asc&diet=vegan');
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
    runPageScript(floorBackScript);
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
  // The window's own scrollY comes back after each test: later tests and files read it.
  const ownScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  afterEach(() => {
    if (ownScrollY) Object.defineProperty(window, 'scrollY', ownScrollY);
  });
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
    runPageScript(floorScrollScript);
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

describe('floorMenu', () => {
  it('keeps the dishes as the API sent them, their pictures beside the page', () => {
    const menu = [
      { id: 'a', name: 'A', price: 2, imageUrl: 'http://127.0.0.1:4000/images/foods/p3.svg' },
      { id: 'b', name: 'B', price: 1, imageUrl: 'images/foods/p4.svg' },
    ];
    expect(floorMenu(menu)).toEqual([
      { id: 'a', name: 'A', price: 2, imageUrl: './images/foods/p3.svg' },
      { id: 'b', name: 'B', price: 1, imageUrl: './images/foods/p4.svg' },
    ]);
  });
});

describe('floorChangeScript', () => {
  // A big menu: prices repeat (ties), a fifth of the dishes vegetarian, some with no diets at all.
  const MENU = Array.from({ length: 10_000 }, (_, index) => ({
    id: `d${index}`,
    name: `Dish ${index}`,
    price: 5 + ((index * 7919) % 300) / 10,
    imageUrl: `./images/foods/p${index % 48}.svg`,
    ...(index % 7 === 0 ? {} : { diets: index % 5 === 0 ? ['vegetarian', 'vegan'] : ['gluten-free'] }),
  }));

  async function openChangePage() {
    document.body.innerHTML = parse(floorPages(INDEX_HTML, PICTURES).change).body.innerHTML;
    document.documentElement.removeAttribute('data-floor-menu');
    const fetched = vi.fn(async () => new Response(JSON.stringify(floorMenu(MENU))));
    vi.stubGlobal('fetch', fetched);
    runPageScript(floorChangeScript);
    await vi.waitFor(() => expect(document.documentElement.dataset.floorMenu).toBe('ready'));
    expect(fetched).toHaveBeenCalledWith(`./${FLOOR_MENU}`);
    vi.unstubAllGlobals();
  }
  const list = () => document.querySelector('ul[aria-label="Dishes"]')!;
  const namesShown = () => [...list().querySelectorAll('article h2 a')].map((link) => link.textContent);
  const count = () => document.querySelector('main [role="status"]')?.textContent;

  it("sorts the whole menu by price as 'Price: low to high' does, the first dishes in the cards' place", async () => {
    await openChangePage();
    const select = document.querySelector('select')!;
    select.value = 'price-asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // As many cards as home's prerendered ones (two here), from the cheapest.
    const expected = expectedFirstCards(MENU).sort.slice(0, 2);
    expect(namesShown()).toEqual(expected);
    const cheapest = MENU.find((food) => food.name === expected[0])!;
    expect(list().querySelector('img')?.getAttribute('src')).toBe(floorMenu([cheapest])[0]?.imageUrl);
    expect(list().querySelector('article a')?.getAttribute('href')).toBe(`#/food/${cheapest.id}`);
    expect(count()).toBe('10,000 dishes');

    // The same dishes again keep their cards, as the app's keyed cards do: nothing is built again.
    const cards = [...list().children];
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect([...list().children].every((item, position) => item === cards[position])).toBe(true);
    expect(list().children).toHaveLength(cards.length);

    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(namesShown()).toEqual(['Dish 0', 'Dish 1']);
  });

  it("filters the whole menu by the diet when its box is ticked, in the server's order, and not for another", async () => {
    await openChangePage();
    const [vegetarian, vegan] = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    const prerendered = namesShown();
    vegan!.checked = true;
    vegan!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(namesShown()).toEqual(prerendered);

    vegetarian!.checked = true;
    vegetarian!.dispatchEvent(new Event('change', { bubbles: true }));
    const expected = expectedFirstCards(MENU).filter;
    expect(expected).toEqual(['Dish 5', 'Dish 10', 'Dish 15']);
    expect(namesShown()).toEqual(expected.slice(0, 2));
    expect(count()).toBe(
      `${MENU.filter((food) => food.diets?.includes('vegetarian')).length.toLocaleString('en-US')} dishes`,
    );
  });
});
