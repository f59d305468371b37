interface Dish {
  name: string;
  price: number;
  diets?: readonly string[];
}

export declare const SORT: { label: string };
export declare const FILTER: { group: string; label: string; diet: string };
export declare const CHANGED_CARDS: number;

export declare function byPrice<D extends Dish>(menu: readonly D[]): D[];
export declare function withDiet<D extends Dish>(menu: readonly D[]): D[];
export declare function expectedFirstCards(menu: readonly Dish[]): { sort: string[]; filter: string[] };
