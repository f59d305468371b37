// @vitest-environment node
/**
 * What contract:diff says of each kind of change, made to the real contract/openapi.yaml: the call, the
 * words and whether it breaks. The last two tests cover the rules we override in api-smart-diff.
 */
import { describe, expect, it } from 'vitest';
import { compareContracts } from './compare';
import { changeLine } from './report';
import { addProperty, contractDocument, paths, removeProperty, schema } from './test-documents';

function changesAfter(edit: (document: Record<string, unknown>) => void) {
  const after = contractDocument();
  edit(after);
  return compareContracts(contractDocument(), after);
}

const lines = (edit: (document: Record<string, unknown>) => void) => changesAfter(edit).map(changeLine);

describe('contract:diff on changes to the contract', () => {
  it('finds nothing between a document and itself, nor in a new version number and summary', () => {
    expect(
      changesAfter((document) => {
        (document.info as { version: string }).version = '1.1.0';
        paths(document)['/api/foods']!.get!.summary = 'The whole menu';
      }),
    ).toEqual([]);
  });

  it('a removed call is breaking', () => {
    expect(changesAfter((document) => delete paths(document)['/api/orders/newOrderForCurrentUser'])).toEqual([
      { call: 'GET /api/orders/newOrderForCurrentUser', core: true, kind: 'breaking', text: 'call removed' },
    ]);
  });

  it('a field removed from an answer is breaking for every call that answers it, in one line each', () => {
    const found = lines((document) => removeProperty(document, 'Food', 'cookTime'));
    expect(found).toContain('GET /api/foods: response 200 property "[].cookTime" removed — breaking');
    expect(found).toContain('GET /api/foods/{id}: response 200 property "cookTime" removed — breaking');
    expect(found).toContain(
      'GET /api/orders/newOrderForCurrentUser: response 200 property "items[].food.cookTime" removed — breaking',
    );
    // Its required mark goes with it: one change, not a second line saying it is no longer required.
    expect(found.filter((line) => line.startsWith('GET /api/foods: '))).toHaveLength(1);
    expect(found.every((line) => line.endsWith(' — breaking'))).toBe(true);
  });

  it('a new required request field is breaking', () => {
    expect(lines((document) => addProperty(document, 'OrderPayload', 'coupon', true))).toEqual([
      'POST /api/orders/create: request property "coupon" added, required — breaking',
    ]);
  });

  it('a field of the same name added to a request, required, and to its answer is two changes', () => {
    const found = lines((document) => {
      addProperty(document, 'RegisterPayload', 'phone', true);
      addProperty(document, 'User', 'phone', false);
    });
    expect(found).toContain('POST /api/auth/register: request property "phone" added, required — breaking');
    expect(found).toContain('POST /api/auth/register: response 201 property "phone" added — additive');
  });

  it('a request field that becomes required is breaking', () => {
    expect(lines((document) => schema(document, 'OrderPayload').required!.push('totalPrice'))).toEqual([
      'POST /api/orders/create: request property "totalPrice" became required — breaking',
    ]);
  });

  it('an optional field added to a request or an answer is additive', () => {
    const found = lines((document) => {
      addProperty(document, 'LoginPayload', 'remember', false);
      addProperty(document, 'Tag', 'colour', false);
    });
    expect(found).toEqual([
      'GET /api/foods/tags: response 200 property "[].colour" added — additive',
      'POST /api/auth/login: request property "remember" added — additive',
    ]);
  });

  it('a new call is additive, and an extension unless it says otherwise', () => {
    expect(
      changesAfter((document) => {
        paths(document)['/api/foods/random'] = {
          get: {
            operationId: 'getRandomFood',
            'x-extension': true,
            responses: { '200': { $ref: '#/components/responses/ServerError' } },
          },
        };
      }),
    ).toEqual([{ call: 'GET /api/foods/random', core: false, kind: 'additive', text: 'new call' }]);
  });

  it("a field's type changed in a request is breaking", () => {
    expect(
      lines((document) => {
        schema(document, 'LoginPayload').properties.password = { type: 'integer' };
      }),
    ).toContain(
      'POST /api/auth/login: request property "password" type changed from string to integer — breaking',
    );
  });

  it('a renamed token header is breaking, and core when a core call sends it', () => {
    expect(
      changesAfter((document) => {
        const schemes = (document.components as { securitySchemes: Record<string, { name: string }> })
          .securitySchemes;
        schemes.accessToken!.name = 'x-token';
      }),
    ).toEqual([
      {
        call: 'security scheme "accessToken"',
        core: true,
        kind: 'breaking',
        text: 'name changed from "access_token" to "x-token"',
      },
    ]);
  });

  // Override: api-smart-diff reverses a request's rules for a response and so calls this non-breaking.
  it("a field's type changed in an answer is breaking", () => {
    const found = lines((document) => {
      schema(document, 'Tag').properties.count = { type: 'string' };
    });
    expect(found).toContain(
      'GET /api/foods/tags: response 200 property "[].count" type changed from integer to string — breaking',
    );
  });

  // Override: api-smart-diff calls any type change in a request breaking, and in an answer not.
  it('a type widened is compatible in a request and breaking in an answer', () => {
    const found = lines((document) => {
      schema(document, 'LoginPayload').properties.email = {
        description: 'Trimmed; compared without case.',
        type: ['string', 'null'],
        format: 'email',
        maxLength: 254,
      };
      schema(document, 'Tag').properties.name = { type: ['string', 'null'], minLength: 1 };
    });
    expect(found).toEqual([
      'GET /api/foods/tags: response 200 property "[].name" type changed from string to string or null — breaking',
      'POST /api/auth/login: request property "email" type changed from string to string or null — compatible',
    ]);
  });

  it('a constraint added to an answer is compatible, not additive', () => {
    expect(
      lines((document) => {
        schema(document, 'Tag').properties.name = { type: 'string', minLength: 1, maxLength: 50 };
      }),
    ).toEqual(['GET /api/foods/tags: response 200 property "[].name": maxLength 50 added — compatible']);
  });

  // Override: api-smart-diff judges a call's first `parameters` list as a whole, as non-breaking.
  it('a required parameter on a call that had none is breaking; an optional one is additive', () => {
    const withParameter = (required: boolean) =>
      lines((document) => {
        paths(document)['/api/foods']!.get!.parameters = [
          { name: 'page', in: 'query', required, schema: { type: 'integer' } },
        ];
      });
    expect(withParameter(true)).toEqual([
      'GET /api/foods: query parameter "page" (required) added — breaking',
    ]);
    expect(withParameter(false)).toEqual(['GET /api/foods: query parameter "page" added — additive']);
  });
});
