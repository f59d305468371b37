// @vitest-environment node
import { expect, it } from 'vitest';
import { currentWireTypes, renderWireTypes } from './wire-types';

it('keeps the generated wire types in step with the document (npm run contract:types)', async () => {
  expect(currentWireTypes()).toBe(await renderWireTypes());
});
