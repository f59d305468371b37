// @vitest-environment node
/**
 * The mock behaves like a careful server: whatever body arrives, every call answers one of its
 * documented statuses, errors as a sentence in text/plain, and never a 500 of its own making.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContractDocument } from '@contract/check/load';
import { documentedOperations } from '@contract/check/operations';
import { call, expectTextError, logIn } from '../testing/api';

const POSTS = documentedOperations(loadContractDocument()).filter((operation) => operation.method === 'post');

/** Bodies a client could send: any JSON, objects with the calls' own field names holding any JSON. */
const FIELDS = [
  'email',
  'password',
  'name',
  'confirmPassword',
  'address',
  'id',
  'items',
  'addressLatLng',
  'paymentId',
  'totalPrice',
];
const anyBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor'), fc.jsonValue())
    .map((value) => JSON.stringify(value)),
  fc.string(),
);

describe('every POST call, given any body', () => {
  it.each(POSTS.map((operation) => [operation.key, operation] as const))(
    '%s answers a documented status, never a 500',
    async (_key, operation) => {
      const { token } = await logIn('shopper');
      const documented = Object.keys(operation.operation.responses).map(Number);
      await fc.assert(
        fc.asyncProperty(anyBody, fc.boolean(), async (body, withToken) => {
          const answer = await call(operation.template, {
            method: 'POST',
            body,
            token: withToken ? token : undefined,
          });
          expect(documented).toContain(answer.status);
          expect(answer.status).not.toBe(500);
          if (answer.status >= 400) expect(answer.contentType).toMatch(/^text\/plain/);
        }),
        { numRuns: 60 },
      );
    },
  );
});

describe('a field of the wrong JSON type', () => {
  it.each([
    ['an object for the email', { email: {}, password: 'secret1' }, 'Email: This field must be text'],
    ['a list for the email', { email: ['a@b.co'], password: 'secret1' }, 'Email: This field must be text'],
    ['a number for the password', { email: 'a@b.co', password: 42 }, 'Password: This field must be text'],
  ])('is refused with 400 and a sentence: %s', async (_case, body, message) => {
    expectTextError(await call('/api/auth/login', { body }), 400, message);
  });

  it('is refused on registration too, and a __proto__ key changes nothing', async () => {
    const fields = {
      name: 'Proto Person',
      email: 'proto@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    };
    expectTextError(
      await call('/api/auth/register', { body: { ...fields, address: { street: 'x' } } }),
      400,
      'Address: This field must be text',
    );
    const sneaky = `{"__proto__": {"isAdmin": true}, ${JSON.stringify({ ...fields, address: '1 Main Street' }).slice(1)}`;
    const answer = await call('/api/auth/register', { body: sneaky });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({ email: 'proto@example.com', isAdmin: false });
  });
});
