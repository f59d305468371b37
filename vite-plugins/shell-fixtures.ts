/** A page for prerender-shell.test.ts: a header and nothing after it, so no #main. */
export const renderHeaderOnly = async () => '<header><a href="/">Food Store!</a></header>';
