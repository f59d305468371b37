/**
 * A food checked against the document's Food schema as a whole (ajv: types, listed values, limits,
 * unique items), for what runs in Node: the seed's generator and the tests. The browser's readers take
 * only the fields' shapes, from food-fields.gen.ts, so ajv never reaches a bundle.
 */
import { createContract } from './contract';
import { loadContractDocument } from './load';

const contract = createContract(loadContractDocument());

/** What in `food` breaks the Food schema, e.g. `food/spiceLevel must be equal to one of the allowed values`. */
export const foodProblems = (food: unknown): string[] =>
  contract.validateAt(contract.pointer('components', 'schemas', 'Food'), food, 'food');

/** What in `value` breaks the schema of the Food field `field` (which must be one). */
export const foodFieldProblems = (field: string, value: unknown): string[] =>
  contract.validateAt(contract.pointer('components', 'schemas', 'Food', 'properties', field), value, field);
