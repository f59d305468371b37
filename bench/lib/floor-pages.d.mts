export declare const FLOOR_SCROLL_CARDS: number;
export declare const FLOOR_TAP_CARDS: number;
export declare const FLOOR_TAPS: number;
export declare const FLOOR_SCRIPTS: { scroll: string; tap: string; back: string; change: string };
export declare const FLOOR_MENU: string;

export declare function floorPages(
  indexHtml: string,
  pictures: readonly string[],
): { scroll: string; tapNew: string; tapSeen: string; back: string; change: string };

export declare function floorMenu<Dish extends { imageUrl: string }>(menu: readonly Dish[]): Dish[];

export declare const floorScrollScript: string;
export declare const floorTapScript: string;
export declare const floorBackScript: string;
export declare const floorChangeScript: string;
