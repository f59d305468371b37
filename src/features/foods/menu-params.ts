/**
 * The menu's parameters in the address (`?sort=price-asc&diet=vegan`, docs/product.md §2): the keys
 * of the menu's query (menu-query.ts, whose table must have exactly these). One text rather than a
 * list, and nothing imported: the build copies text into the boot script that looks for them before
 * the app's code has arrived (src/boot/first-page.ts), where a list would be code it shares with the
 * app, which a boot script cannot import.
 */
export const MENU_PARAMS = 'sort tag maxPrice diet without favourites';

/** 'a b c' → 'a' | 'b' | 'c'. */
type Words<Text extends string> = Text extends `${infer Word} ${infer Rest}` ? Word | Words<Rest> : Text;

export type MenuParam = Words<typeof MENU_PARAMS>;
