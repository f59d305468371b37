// @vitest-environment node
import { expect, it } from 'vitest';
import { isCodeLoadError } from './code-loading';

it.each([
  ['Chromium', new TypeError('Failed to fetch dynamically imported module: /assets/food._id-1.js')],
  ['Firefox', new TypeError('error loading dynamically imported module: /assets/food._id-1.js')],
  ['Safari', new TypeError('Importing a module script failed.')],
  ["Vite's stylesheet preload", new Error('Unable to preload CSS for /assets/food-1.css')],
])('knows a page whose code did not arrive (%s)', (_, error) => {
  expect(isCodeLoadError(error)).toBe(true);
});

it.each([
  ['a render error', new TypeError("Cannot read properties of undefined (reading 'name')")],
  ['a message that only mentions it', new Error('Why: Failed to fetch dynamically imported module')],
  ['no Error at all', 'Failed to fetch dynamically imported module'],
])('leaves other errors to the error page (%s)', (_, error) => {
  expect(isCodeLoadError(error)).toBe(false);
});
