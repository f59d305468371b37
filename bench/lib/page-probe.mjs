// What the bench installs in every page before the app's own scripts (serialised by
// page.addInitScript, so it must stay self-contained). It times in the page, with performance.now():
// "painted" means the expected DOM is there, a frame has been produced after it, and a task has run
// after that frame. The app is found by role and name, never by its CSS classes.

export function installProbe() {
  const nameOf = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    }
    return element.getAttribute('aria-label')?.trim() ?? '';
  };
  // Shown, not only in the DOM: with the mocks on, index.html holds a home page that stays hidden
  // where the first page will be another (a scenario's menu, say) until the app replaces it. Nothing
  // paints before the stylesheets are in, and before then the browser lays the page out without them.
  const stylesIn = () =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet !== null);
  const shown = (element) => stylesIn() && element.getClientRects().length > 0;
  const dishList = () =>
    [...document.querySelectorAll('ul, ol, [role="list"]')].find(
      (list) => nameOf(list) === 'Dishes' && shown(list),
    );
  const hasDish = () => Boolean(dishList()?.querySelector('article, [role="article"]'));
  const hasHeading = (text) =>
    [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some(
      (heading) => heading.textContent?.trim() === text,
    );
  const nextPaint = () =>
    new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)));

  /** Resolves with the time the page was painted once `check()` holds. */
  const paintedWhen = (check) =>
    new Promise((resolve) => {
      const observer = new MutationObserver(() => test());
      const test = () => {
        if (!check()) return false;
        observer.disconnect();
        document.removeEventListener('load', test, true);
        resolve(nextPaint());
        return true;
      };
      if (!test()) {
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        // A stylesheet's arrival changes what is shown without changing the DOM.
        document.addEventListener('load', test, true);
      }
    });
  const gridWith = (heading) => () => hasDish() && (heading === undefined || hasHeading(heading));
  const cardName = (card) => card.querySelector('h1, h2, h3, [role="heading"]')?.textContent?.trim();
  const firstCardsAre = (names) => () => {
    const cards = [...(dishList()?.querySelectorAll('article, [role="article"]') ?? [])];
    return (
      names.length > 0 &&
      names.every((name, position) => cards[position] && cardName(cards[position]) === name)
    );
  };

  // The last input event of each kind: a click's, a key's or a control's change's own timestamp.
  const inputAt = {};
  for (const type of ['click', 'keydown', 'change']) {
    window.addEventListener(type, (event) => (inputAt[type] = event.timeStamp), { capture: true });
  }

  let armed;
  window.__bench = {
    /** Navigation start (time 0) → the first dish card painted. */
    firstGrid: paintedWhen(gridWith()),
    /** Starts watching for the grid under `heading`; `settled` resolves with the input and paint times. */
    arm(heading) {
      armed = paintedWhen(gridWith(heading));
    },
    /** Starts watching for the dish list's first cards to be the ones `names` (in order) name. */
    armFirstCards(names) {
      armed = paintedWhen(firstCardsAre(names));
    },
    async settled(inputType) {
      const paintedAt = await armed;
      return { inputAt: inputType ? inputAt[inputType] : window.__bench.markedAt, paintedAt };
    },
    /**
     * Resolves once the main thread has a whole idle period (50 ms with nothing scheduled): the page's
     * own after-load work is done, so a change is timed on its own, in the app as on the floor.
     */
    idle() {
      return new Promise((done) => {
        const wait = () =>
          requestIdleCallback((deadline) => (deadline.timeRemaining() >= 49 ? done() : wait()));
        wait();
      });
    },
    /** Goes back in history, marking the moment of the call. */
    back() {
      window.__bench.markedAt = performance.now();
      history.back();
    },
    /** The number of dishes the page says the menu has ('Showing 60 of 10000 dishes', or the All tag's count). */
    dishCount() {
      const text = document.body.textContent ?? '';
      const said = /\bof ([\d,]+) dishes/.exec(text) ?? /\bAll \(([\d,]+)\)/.exec(text);
      return said ? Number(said[1].replaceAll(',', '')) : undefined;
    },
    /**
     * Scrolls the dish grid `screens` screens down, one step a frame, pressing 'Show more dishes'
     * whenever the end is reached; returns the frame intervals and how far it got.
     */
    async scroll(screens) {
      const list = dishList();
      let scroller = list?.parentElement;
      // A windowed grid may scroll in a box of its own rather than the page.
      const scrollsItself = (element) =>
        element.scrollHeight > element.clientHeight &&
        /auto|scroll/.test(getComputedStyle(element).overflowY);
      while (scroller && !scrollsItself(scroller)) scroller = scroller.parentElement;
      scroller ??= document.scrollingElement ?? document.documentElement;
      const viewport = scroller === document.scrollingElement ? innerHeight : scroller.clientHeight;
      const distance = screens * viewport;
      const step = viewport / 10;
      const frames = [];
      let scrolled = 0;
      let stuck = 0;
      let last = await new Promise((done) => requestAnimationFrame(done));
      // Half a second at the end without moving: the grid is exhausted, or 'Show more dishes' shows
      // nothing more (the report's "screens scrolled" then says how far it got).
      while (scrolled < distance && stuck < 30) {
        const before = scroller.scrollTop;
        scroller.scrollTop = before + step;
        const moved = scroller.scrollTop - before;
        scrolled += moved;
        if (moved === 0) {
          const more = [...document.querySelectorAll('button')].find(
            (button) => button.textContent?.trim() === 'Show more dishes',
          );
          more?.click();
          stuck += 1;
        } else stuck = 0;
        const now = await new Promise((done) => requestAnimationFrame(done));
        frames.push(now - last);
        last = now;
      }
      return { frames, screens: scrolled / viewport };
    },
  };
}
