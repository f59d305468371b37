// The bench's floor: the demo's prerendered home page (index.html holds the app's own markup and
// stylesheets for the seed's first dishes) with the app taken out and a few lines of script in its
// place: the least any code must do to window these cards as the page scrolls, or to swap them for a
// tag. What they measure at 4× CPU is what no script could beat with these cards on this machine, so
// the big menu's figures can be read against it (docs/performance.md).
import { FILTER, SORT } from './menu-changes.mjs';

/** Cards the scroll page can show: more than the bench's 30 screens of a desktop grid. */
export const FLOOR_SCROLL_CARDS = 400;
/**
 * Cards a tap brings: the row that fills the bench's 1280 × 720 window under the tags. The app's grid
 * also renders the next row before that paint, as its top 12–26 px are on screen; the floor leaves it
 * out, so it does less than the app must and stays below it.
 */
export const FLOOR_TAP_CARDS = 4;
/** Sets of cards for taps, each shown by one tap: the bench taps two tags a page. */
export const FLOOR_TAPS = 2;
/** The pages' scripts, written beside them: their content-security policy allows no inline one. */
export const FLOOR_SCRIPTS = {
  scroll: 'floor-scroll.js',
  tap: 'floor-tap.js',
  back: 'floor-back.js',
  change: 'floor-change.js',
};
/** The big menu the change page sorts and filters, written beside it (floorMenu). */
export const FLOOR_MENU = 'floor-menu.json';

const DISH_LIST = /<ul\b[^>]*\baria-label="Dishes"[^>]*>/;
const PICTURE = /\ssrc="([^"]*\/images\/foods\/)[^"/]+"/;

/** The element that starts at `start`, whole: `tag` elements nested in it are counted. */
function elementAt(html, start, tag) {
  const pattern = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return { start, end: pattern.lastIndex };
  }
  throw new Error(`The <${tag}> at ${start} is never closed.`);
}

/** The prerendered page's dish list and its items, as markup. */
function dishList(html) {
  const open = DISH_LIST.exec(html);
  if (!open) throw new Error('index.html holds no list named "Dishes": is it the demo build, prerendered?');
  const list = elementAt(html, open.index, 'ul');
  const items = [];
  let at = open.index + open[0].length;
  while ((at = html.indexOf('<li', at)) !== -1 && at < list.end) {
    const item = elementAt(html, at, 'li');
    items.push(html.slice(item.start, item.end));
    at = item.end;
  }
  if (items.length === 0) throw new Error('The prerendered dish list holds no items.');
  return { ...list, open: open[0], items };
}

/**
 * A card at `position` in its list, showing the `index`th picture of `pictures`: the prerendered
 * card at that position as the app renders it there (its picture loading at once in the first row,
 * when scrolled near after), and beyond them the prerendered ones in turn, loading when scrolled
 * near. Its ids are its own (a star rating's clip path is found by id).
 */
function card(items, pictures, index, position) {
  const item = items[position % items.length] ?? '';
  const picture = pictures[index % pictures.length];
  const markup = item
    .replace(PICTURE, (whole, folder) => (picture ? ` src="${folder}${picture}"` : whole))
    .replace(/\bid="([^"]+)"/g, (_, id) => `id="${id}-${index}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id) => `url(#${id}-${index})`);
  return position < items.length
    ? markup
    : markup.replace(/\sloading="eager"|\sfetchPriority="high"/g, '').replace('<img', '<img loading="lazy"');
}

/** The page without the app: its scripts, their preloads and the Loading overlay gone. */
function withoutApp(html) {
  let page = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
  // The overlay, not the line that counts the dishes: both are statuses.
  const statuses = page.matchAll(/<div\b[^>]*\brole="status"[^>]*>/g);
  for (const status of statuses) {
    const { start, end } = elementAt(page, status.index, 'div');
    if (!page.slice(start, end).includes('Loading...')) continue;
    page = page.slice(0, start) + page.slice(end);
    break;
  }
  return page;
}

/**
 * The floor's pages from the demo's prerendered `index.html` and the seed's picture file names. Each
 * but `change` shows the first FLOOR_TAP_CARDS cards as the app does, and holds more in `<template>`s
 * for its script:
 * - `scroll`: FLOOR_SCROLL_CARDS cards, which `floorScrollScript` windows as the page scrolls;
 * - `tapNew` and `tapSeen`: FLOOR_TAPS sets of FLOOR_TAP_CARDS cards, which a tag link's click shows
 *   in the list's place under 'Tag: …' (`floorTapScript`): in `tapNew` each set's pictures are ones the
 *   page has not shown yet, in `tapSeen` the ones it shows;
 * - `back`: no more cards; a dish link's click takes the page away, and Back puts it back as it was
 *   (`floorBackScript`);
 * - `change`: every prerendered card instead (home's first screen, whose pictures the app has shown
 *   when the shopper changes the list), no more; the page's 'Sort by' and diet controls sort or filter
 *   the big menu (FLOOR_MENU) and show its first dishes in those cards' place (`floorChangeScript`).
 */
export function floorPages(indexHtml, pictures) {
  const page = withoutApp(indexHtml);
  const list = dishList(page);
  const cards = (from, count, sources = pictures) =>
    Array.from({ length: count }, (_, position) => card(list.items, sources, from + position, position)).join(
      '',
    );
  const withScript = (templates, script, shown = cards(0, FLOOR_TAP_CARDS)) =>
    page.slice(0, list.start) +
    list.open +
    shown +
    '</ul>' +
    page
      .slice(list.end)
      .replace('</body>', `${templates}<script type="module" src="./${script}"></script></body>`);

  const tapPage = (sources) => {
    const sets = Array.from(
      { length: FLOOR_TAPS },
      (_, tap) =>
        `<template data-floor-set>${cards((tap + 1) * FLOOR_TAP_CARDS, FLOOR_TAP_CARDS, sources)}</template>`,
    ).join('');
    return withScript(sets, FLOOR_SCRIPTS.tap);
  };
  return {
    scroll: withScript(
      `<template data-floor-cards>${cards(0, FLOOR_SCROLL_CARDS)}</template>`,
      FLOOR_SCRIPTS.scroll,
    ),
    tapNew: tapPage(pictures),
    tapSeen: tapPage(pictures.slice(0, FLOOR_TAP_CARDS)),
    back: withScript('', FLOOR_SCRIPTS.back),
    // Home's first screen whole, as the app shows it before the change: the pictures it has shown.
    change: withScript('', FLOOR_SCRIPTS.change, list.items.join('')),
  };
}

/**
 * The menu as the change page holds it: the dishes as the API sends them, their pictures where the
 * demo build keeps them, beside the page.
 */
export function floorMenu(menu) {
  return menu.map((food) => ({
    ...food,
    imageUrl: `./images/foods/${food.imageUrl.slice(food.imageUrl.lastIndexOf('/') + 1)}`,
  }));
}

/**
 * The scroll page's script: the least a windowed grid can do. Every row is as tall as the tallest of
 * the first (nothing is measured while scrolling); on each scroll, the rows leaving the screen and one
 * beyond are removed, those entering are cloned in, and padding stands for the rest.
 */
export const floorScrollScript = `const cards = [...document.querySelector('template[data-floor-cards]').content.children];
const list = document.querySelector('ul[aria-label="Dishes"]');
const style = getComputedStyle(list);
const columns = style.gridTemplateColumns.split(' ').length;
const rowHeight = Math.max(...[...list.children].map((item) => item.getBoundingClientRect().height));
const step = rowHeight + (Number.parseFloat(style.rowGap) || 0);
const top = list.getBoundingClientRect().top + scrollY;
const rows = Math.ceil(cards.length / columns);
const range = (from, to) => Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index);
const row = (index) =>
  cards.slice(index * columns, (index + 1) * columns).map((card) => {
    const item = card.cloneNode(true);
    item.dataset.row = String(index);
    item.style.height = rowHeight + 'px';
    return item;
  });
let from = 0;
let to = 0;
list.replaceChildren();
function update() {
  const first = Math.max(0, Math.floor((scrollY - top) / step) - 1);
  const last = Math.min(rows, Math.ceil((scrollY - top + innerHeight) / step) + 1);
  if (first === from && last === to) return;
  for (const item of [...list.children]) {
    const index = Number(item.dataset.row);
    if (index < first || index >= last) item.remove();
  }
  list.prepend(...range(first, Math.min(from, last)).flatMap(row));
  list.append(...range(Math.max(to, first), last).flatMap(row));
  list.style.paddingTop = first * step + 'px';
  list.style.paddingBottom = (rows - last) * step + 'px';
  from = first;
  to = last;
}
addEventListener('scroll', update, { passive: true });
update();
`;

/** The tap pages' script: a tag link's click shows the next set of cards as that tag's grid. */
export const floorTapScript = `let next = 0;
const sets = [...document.querySelectorAll('template[data-floor-set]')];
document.addEventListener('click', (event) => {
  const link = event.target.closest('a[href*="/tag/"]');
  if (!link) return;
  event.preventDefault();
  const href = link.getAttribute('href');
  document.querySelector('h1').textContent = 'Tag: ' + decodeURIComponent(href.slice(href.lastIndexOf('/tag/') + 5).split(/[?#]/)[0]);
  const set = sets[next++ % sets.length];
  document.querySelector('ul[aria-label="Dishes"]').replaceChildren(set.content.cloneNode(true));
});
`;

/**
 * The Back page's script: the least Back to a menu can cost, the page kept. A dish link's click takes
 * the menu page out of the document, whole, and adds a history entry; going back puts the same
 * elements in again, their pictures already loaded. (Out of the document rather than hidden: the
 * probe sees a page come back by the elements added.)
 */
export const floorBackScript = `const main = document.querySelector('main');
const menu = main.querySelector(':scope > div');
document.addEventListener('click', (event) => {
  const link = event.target.closest('a[href*="/food/"]');
  if (!link) return;
  event.preventDefault();
  menu.remove();
  history.pushState(null, '', link.getAttribute('href'));
});
addEventListener('popstate', () => {
  main.append(menu);
});
`;

/**
 * The change page's script: the least a sort or a filter of the big menu can cost. It loads the menu
 * (and says so on <html>, so the bench waits for it); on a change of 'Sort by' it sorts the whole menu by
 * price (or goes back to the server's order), on the diet's checkbox it filters the whole menu by the
 * diet, both as the app's controls would; then it shows the result's first dishes in the cards' place:
 * a dish already shown keeps its card (as the app's keyed cards do), another gets a copy of the card
 * at its place filled with its name, link and picture (the rest of the card's text stays); and it says
 * the count where the page has a line for it.
 */
export const floorChangeScript = `const list = document.querySelector('ul[aria-label="Dishes"]');
const models = [...list.children];
const count = document.querySelector('main [role="status"]');
const dishOf = (item) => item.querySelector('a[href*="/food/"]').getAttribute('href').split('/food/')[1];
let shown = new Map(models.map((item) => [dishOf(item), item]));
let menu = [];
let byPrice = false;
let withDiet = false;
function card(food, model) {
  const item = model.cloneNode(true);
  const link = item.querySelector('a[href*="/food/"]');
  link.textContent = food.name;
  link.setAttribute('href', link.getAttribute('href').replace(/[^/]*$/, food.id));
  const image = item.querySelector('img');
  image.src = food.imageUrl;
  image.alt = food.name;
  return item;
}
function show() {
  let dishes = withDiet ? menu.filter((food) => food.diets?.includes(${JSON.stringify(FILTER.diet)})) : menu;
  if (byPrice) dishes = [...dishes].sort((a, b) => a.price - b.price);
  const first = dishes.slice(0, models.length);
  const items = first.map((food, position) => shown.get(food.id) ?? card(food, models[position]));
  list.replaceChildren(...items);
  shown = new Map(first.map((food, position) => [food.id, items[position]]));
  if (count) count.textContent = String(dishes.length).replace(/\\B(?=(\\d{3})+$)/g, ',') + (dishes.length === 1 ? ' dish' : ' dishes');
}
document.addEventListener('change', (event) => {
  const control = event.target;
  if (control instanceof HTMLSelectElement) {
    byPrice = control.selectedOptions[0]?.textContent.trim() === ${JSON.stringify(SORT.label)};
  } else if (control instanceof HTMLInputElement && control.labels?.[0]?.textContent.trim().startsWith(${JSON.stringify(FILTER.label)})) {
    withDiet = control.checked;
  } else return;
  show();
});
fetch('./${FLOOR_MENU}')
  .then((response) => response.json())
  .then((dishes) => {
    menu = dishes;
    document.documentElement.dataset.floorMenu = 'ready';
  });
`;
