// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseMenu } from './cuisines';

const menu = (allergens: string) => `
- name: Italian
  country: Italy
  palette: { table: "#f6e7d7", check: "#c8553d", accent: "#3d8b37" }
  dishes:
    - kind: pizza
      tags: [Pizza]
      names:
        - name: Margherita Pizza
          about: Tomato, fior di latte and basil.
          diets: [vegetarian]
          allergens: ${allergens}
`;

describe('parseMenu', () => {
  it('reads a well-formed menu', () => {
    expect(parseMenu(menu('[gluten, milk]'), 'menu/europe.yaml')[0]?.dishes[0]?.names[0]?.name).toBe(
      'Margherita Pizza',
    );
  });

  it('names the file and the dish of a malformed entry', () => {
    expect(() => parseMenu(menu('[gluten, cheese]'), 'menu/europe.yaml')).toThrow(
      'menu/europe.yaml, cuisine "Italian", dish "Margherita Pizza": "allergens" must be a list (maybe empty) of the 14 allergens, got ["gluten","cheese"]',
    );
  });
});

describe('a field of the contract stated by a dish', () => {
  const stating = (line: string) => menu('[gluten, milk]').replace('diets:', `${line}\n          diets:`);

  it("is held to the field's schema in the contract, naming the file and the dish", () => {
    expect(() => parseMenu(stating("description: ''"), 'menu/europe.yaml')).toThrow(
      'menu/europe.yaml, cuisine "Italian", dish "Margherita Pizza": "description" does not fit the contract: description must NOT have fewer than 1 characters',
    );
  });
});
