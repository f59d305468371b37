/**
 * The fault matrix for the catalogue's calls (see e2e/support/faults.ts): the menu, search, tags,
 * one tag and one dish, each under every fault, in the build that calls a real server.
 */
import type { Page } from 'playwright-core';
import type { Food } from '@contract/types';
import { setupBrowser } from './support/browser';
import { api, call, describeFaultMatrix, failsAsPage, faultsAppUrl } from './support/faults';

const session = setupBrowser();

const dishes = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Dishes' }).getByRole('article');

/** A catalogue page loaded: its heading and at least one dish. */
async function showsCatalogue(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await dishes(page).first().waitFor();
}

const nothing = () => Promise.resolve();

describeFaultMatrix(session, [
  call({
    name: 'GET /api/foods (home)',
    method: 'GET',
    path: /^\/api\/foods$/,
    prepare: nothing,
    trigger: async (page) => void (await page.goto(faultsAppUrl('/'))),
    ...failsAsPage('The menu could not be loaded'),
    expectSuccess: (page) => showsCatalogue(page, 'Our menu'),
  }),
  call({
    name: 'GET /api/foods/search/{term} (/search/soup)',
    method: 'GET',
    path: /^\/api\/foods\/search\/[^/]+$/,
    prepare: nothing,
    trigger: async (page) => void (await page.goto(faultsAppUrl('/search/soup'))),
    ...failsAsPage('The menu could not be loaded'),
    expectSuccess: (page) => showsCatalogue(page, 'Results for “soup”'),
  }),
  call({
    name: 'GET /api/foods/tags (the tags row on home)',
    method: 'GET',
    path: /^\/api\/foods\/tags$/,
    prepare: nothing,
    trigger: async (page) => void (await page.goto(faultsAppUrl('/'))),
    // The menu still works: the row says so in the tags' place, with its own retry and no details.
    expectFailure: async (page) => {
      await page.getByRole('status').filter({ hasText: 'The tags could not be loaded.' }).waitFor();
      await dishes(page).first().waitFor();
    },
    retry: (page) =>
      page
        .getByRole('status')
        .filter({ hasText: 'The tags could not be loaded.' })
        .getByRole('button', { name: 'Try again' })
        .click(),
    expectSuccess: (page) =>
      page
        .getByRole('navigation', { name: 'Tags' })
        .getByRole('link', { name: /^All \(\d+\)$/ })
        .waitFor(),
  }),
  call({
    name: 'GET /api/foods/tag/{tag} (/tag/Seafood)',
    method: 'GET',
    path: /^\/api\/foods\/tag\/[^/]+$/,
    prepare: nothing,
    trigger: async (page) => void (await page.goto(faultsAppUrl('/tag/Seafood'))),
    ...failsAsPage('The menu could not be loaded'),
    expectSuccess: (page) => showsCatalogue(page, 'Tag: Seafood'),
  }),
  call<Food>({
    name: 'GET /api/foods/{id} (a dish page)',
    method: 'GET',
    // One dish, not the lists beside it: 'tags' and the sub-paths search/… and tag/… are other calls.
    path: /^\/api\/foods\/(?!tags$)[^/]+$/,
    prepare: async () => (await api.dishes())[0]!,
    trigger: async (page, dish) => void (await page.goto(faultsAppUrl(`/food/${dish.id}`))),
    ...failsAsPage('This dish could not be loaded'),
    expectSuccess: async (page, dish) => {
      await page.getByRole('heading', { level: 1, name: dish.name }).waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    },
  }),
]);
