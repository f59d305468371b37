/** Renders a dish's illustration from its data: what it is, its cuisine's colours, its id for variety. */
import type { CuisinePalette, DishKind } from '../menu-types';
import type { Drawer } from './context';
import { drawBurger } from './burger';
import { drawCake } from './cake';
import { drawCurry } from './curry';
import { drawDumplings } from './dumplings';
import { drawIceCream } from './icecream';
import { drawNoodles } from './noodles';
import { drawPizza } from './pizza';
import { drawSalad } from './salad';
import { drawSkewer } from './skewer';
import { drawSoup } from './soup';
import { drawSushi } from './sushi';
import { drawTaco } from './taco';
import { rngFor } from './random';
import { HEIGHT, table, WIDTH } from './scene';
import { el, escapeXml } from './svg';

const DRAWERS: Record<DishKind, Drawer> = {
  pizza: drawPizza,
  burger: drawBurger,
  soup: drawSoup,
  noodles: drawNoodles,
  salad: drawSalad,
  sushi: drawSushi,
  cake: drawCake,
  bake: drawCake,
  icecream: drawIceCream,
  taco: drawTaco,
  curry: drawCurry,
  dumplings: drawDumplings,
  skewer: drawSkewer,
};

export interface DishArt {
  id: string;
  name: string;
  kind: DishKind;
  palette: CuisinePalette;
}

export function renderDishSvg({ id, name, kind, palette }: DishArt): string {
  const body = DRAWERS[kind]({ name: name.toLowerCase(), rng: rngFor(id), palette });
  return `${el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      width: WIDTH,
      height: HEIGHT,
      role: 'img',
    },
    `<title>${escapeXml(name)}</title>${table(palette)}${body}`,
  )}\n`;
}
