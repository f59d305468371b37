// @vitest-environment node
/** The mock handlers and contract/openapi.yaml agree: same operations, and every answer fits the document. */
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@contract/rules';
import { handlers, infrastructureHandlers, routeHandlers } from '@mocks/handlers';
import { applyScenario } from '@mocks/node';
import { scenarios, SCENARIO_NAMES } from '@mocks/scenarios';
import { allowOrigins, DEFAULT_CORS_ORIGINS } from '@mocks/server/cors';
import { createMockServer } from '@mocks/server/create-server';
import { account, ORIGIN } from '@mocks/testing/api';
import { createContract, type Verdict } from './contract';
import { loadContractDocument } from './load';
import { check, withServer } from './test-server';

const contract = createContract(loadContractDocument());
const documented = contract.operations.map((operation) => operation.key);

// A route as the document names it: "GET /api/foods/{id}" for msw's "*/api/foods/:id".
function routeKey(handler: HttpHandler): string | null {
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string') return null;
  return `${method} ${path.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}')}`;
}

async function probe(
  method: string,
  path: string,
  requestBody = '{}',
): Promise<Verdict & { status: number }> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    body: method === 'POST' ? requestBody : undefined,
  });
  const body = await response.text();
  const verdict = contract.check({
    method,
    path,
    status: response.status,
    contentType: response.headers.get('content-type'),
    body,
  });
  return { ...verdict, status: response.status };
}

describe('the mock handlers and the contract', () => {
  it('serve exactly the documented operations', () => {
    expect(routeHandlers.map(routeKey).sort()).toEqual([...documented].sort());
    expect(handlers).toEqual([...infrastructureHandlers, ...routeHandlers]);
    expect(infrastructureHandlers.map(routeKey)).toEqual([null, null, null, null]);
  });

  it('let scenarios override documented operations only', () => {
    for (const name of SCENARIO_NAMES) {
      for (const key of scenarios[name].handlers.map(routeKey).filter((key) => key !== null)) {
        expect(documented, `${name}: ${key}`).toContain(key);
      }
    }
  });

  it('answer every documented status of every operation, each fitting the document as the mock is meant to', async () => {
    const observed: (Verdict & { status: number | null; name: string })[] = [];
    const { email, password } = account('admin');
    // Over real HTTP, as the standalone server answers, so the CORS steps see real headers.
    const server = createMockServer(handlers, allowOrigins(DEFAULT_CORS_ORIGINS));
    const results = await withServer(server, (baseUrl) => check(baseUrl, { admin: { email, password } }));
    for (const result of results) {
      const details = `${result.name}: ${result.reason ?? ''} ${result.problems.join('; ')}`;
      expect(result.verdict, details).toBe('pass');
      if (result.documented)
        observed.push({ ...result.documented, status: result.status, name: result.name });
    }
    for (const template of [
      '/api/foods/search/%E0%A4%A',
      '/api/foods/tag/%E0%A4%A',
      '/api/foods/%E0%A4%A',
      '/api/orders/track/%E0%A4%A',
    ]) {
      observed.push({ ...(await probe('GET', template)), name: `bad address ${template}` });
    }
    for (const template of ['/api/orders/%E0%A4%A/cancel', '/api/admin/orders/%E0%A4%A/status']) {
      observed.push({ ...(await probe('POST', template)), name: `bad address POST ${template}` });
    }
    for (const method of ['PUT', 'DELETE']) {
      const template = '/api/users/favorites/%E0%A4%A';
      observed.push({ ...(await probe(method, template)), name: `bad address ${method} ${template}` });
    }
    const tooLarge = JSON.stringify({ address: 'x'.repeat(MAX_BODY_BYTES) });
    for (const { template } of contract.operations.filter(({ method }) => method === 'post')) {
      observed.push({ ...(await probe('POST', template, tooLarge)), name: `too large ${template}` });
    }
    applyScenario('server-down');
    for (const { method, template } of contract.operations) {
      observed.push({
        ...(await probe(method.toUpperCase(), template.replace(/\{\w+\}/g, 'x'))),
        name: `server down ${template}`,
      });
    }

    for (const verdict of observed) {
      expect(verdict.problems, verdict.name).toEqual([]);
      // The mock sends the preferred form (text/plain errors, 201s); tolerances are for real servers.
      expect(verdict.tolerated, verdict.name).toBe(false);
    }
    const seen = new Set(observed.map((verdict) => `${verdict.operation} ${verdict.status}`));
    const required = contract.operations.flatMap(({ key, operation }) =>
      Object.keys(operation.responses).map((status) => `${key} ${status}`),
    );
    expect(required.filter((pair) => !seen.has(pair))).toEqual([]);
  });
});
