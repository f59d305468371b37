// @vitest-environment node
/** contract/openapi.yaml on its own: examples fit, and the shared rules hold for every operation. */
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER } from '../rules';
import { ALLERGENS, DIETS } from '../dietary';
import { ADMIN_ORDER_STATUSES, ORDER_STATUSES } from '../types';
import { createContract } from './contract';
import { loadContractDocument } from './load';

const contract = createContract(loadContractDocument());

describe('the contract document', () => {
  it('has examples that fit their own schemas', () => {
    const problems: string[] = [];
    const checkContent = (
      at: string[],
      content: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> = {},
    ) => {
      for (const [mediaType, media] of Object.entries(content)) {
        const samples = [
          ...(media.example === undefined ? [] : [media.example]),
          ...Object.values(media.examples ?? {}).map((example) => example.value),
        ];
        for (const sample of samples) {
          problems.push(
            ...contract
              .validateAt(contract.pointer(...at, mediaType, 'schema'), sample)
              .map((problem) => `${at.join(' ')}: ${problem}`),
          );
        }
      }
    };
    for (const { template, method, operation } of contract.operations) {
      checkContent(['paths', template, method, 'requestBody', 'content'], operation.requestBody?.content);
      for (const [status, spec] of Object.entries(operation.responses)) {
        if (!('$ref' in spec))
          checkContent(['paths', template, method, 'responses', status, 'content'], spec.content);
      }
    }
    for (const [name, spec] of Object.entries(contract.document.components?.responses ?? {})) {
      checkContent(['components', 'responses', name, 'content'], spec.content);
    }
    expect(problems).toEqual([]);
  });

  it('states one answer per outcome, the tolerated forms apart in x-tolerated', () => {
    for (const { key, operation } of contract.operations) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.filter((status) => status.startsWith('2')),
        key,
      ).toHaveLength(1);
    }
    const errorMediaTypes = [
      ...contract.operations.flatMap(({ operation }) =>
        Object.entries(operation.responses)
          .filter(([status]) => Number(status) >= 400)
          .flatMap(([, spec]) => Object.keys(('content' in spec && spec.content) || {})),
      ),
      ...Object.values(contract.document.components?.responses ?? {}).flatMap((spec) =>
        Object.keys(spec.content ?? {}),
      ),
    ];
    expect(new Set(errorMediaTypes)).toEqual(new Set(['text/plain']));
    expect(contract.document['x-tolerated']?.statusAliases).toEqual({
      register: { '200': '201' },
      createOrder: { '200': '201' },
    });
  });

  it('describes every operation, with an example for every body it takes and answers', () => {
    const missing = contract.operations.flatMap(({ key, operation }) => {
      const bodies = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(
          ([type, media]) => [`request ${type}`, media] as const,
        ),
        ...Object.entries(operation.responses).flatMap(([status, spec]) =>
          Object.entries(('content' in spec && spec.content) || {}).map(
            ([type, media]) => [`${status} ${type}`, media] as const,
          ),
        ),
      ];
      return [
        ...('description' in operation && operation.description ? [] : [`${key}: description`]),
        ...bodies
          .filter(([, media]) => !media.example && !media.examples)
          .map(([what]) => `${key}: ${what} example`),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('lists the same order statuses as the wire types, and those an admin may set', () => {
    const schemas = contract.document.components?.schemas;
    expect(schemas?.OrderStatus).toMatchObject({ enum: [...ORDER_STATUSES] });
    expect(schemas?.Order).toMatchObject({
      properties: { status: { $ref: '#/components/schemas/OrderStatus' } },
    });
    expect(schemas?.StatusChangePayload).toMatchObject({
      properties: { status: { enum: [...ADMIN_ORDER_STATUSES] } },
    });
  });

  it('lists the same diets and allergens as the app offers', () => {
    expect(contract.document.components?.schemas?.Diet).toMatchObject({ enum: DIETS.map(({ id }) => id) });
    expect(contract.document.components?.schemas?.Allergen).toMatchObject({
      enum: ALLERGENS.map(({ id }) => id),
    });
  });

  it('protects the order calls, the profile update, logout and the favourites with the access_token header', () => {
    expect(contract.document.components?.securitySchemes?.accessToken).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: ACCESS_TOKEN_HEADER }),
    );
    const secured = contract.operations.filter(({ operation }) =>
      operation.security?.some((rule) => 'accessToken' in rule),
    );
    expect(secured.map(({ key }) => key).sort()).toEqual([
      'DELETE /api/users/favorites/{foodId}',
      'GET /api/admin/orders',
      'GET /api/orders',
      'GET /api/orders/newOrderForCurrentUser',
      'GET /api/orders/track/{id}',
      'GET /api/users/favorites',
      'POST /api/admin/orders/{id}/status',
      'POST /api/auth/logout',
      'POST /api/orders/create',
      'POST /api/orders/pay',
      'POST /api/orders/{id}/cancel',
      'POST /api/users/update',
      'PUT /api/users/favorites/{foodId}',
    ]);
  });

  it("marks exactly the calls beyond the spec's ten as extensions", () => {
    const extensions = contract.operations.filter(({ operation }) => operation['x-extension'] === true);
    expect(extensions.map(({ operation }) => operation.operationId).sort()).toEqual([
      'addFavorite',
      'cancelOrder',
      'getAllOrders',
      'getFavorites',
      'getOrder',
      'getOrders',
      'logout',
      'payOrder',
      'removeFavorite',
      'setOrderStatus',
    ]);
    expect(contract.operations.length - extensions.length).toBe(10);
  });
});
