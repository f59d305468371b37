// @vitest-environment node
import { expect, it } from 'vitest';
import {
  currentFoodFields,
  currentWireTypes,
  foodFields,
  renderFoodFields,
  renderWireTypes,
} from './wire-types';
import { loadContractDocument } from './check/load';

it('keeps the generated wire types in step with the document (npm run contract:types)', async () => {
  expect(currentWireTypes()).toBe(await renderWireTypes());
});

it("keeps the generated food fields in step with the document's Food schema (npm run contract:types)", async () => {
  expect(currentFoodFields()).toBe(await renderFoodFields());
});

it('refuses a food field the browser has no reader for, naming it and where readers live', () => {
  const document = loadContractDocument();
  const food = document.components?.schemas?.Food as { properties: Record<string, unknown> };
  food.properties.nutrition = { type: ['number', 'string'] };
  expect(() => foodFields(document)).toThrow(
    /Food\.nutrition: a field of type \["number","string"\] has no reader/,
  );
});
