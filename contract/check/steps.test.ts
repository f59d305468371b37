// @vitest-environment node
/** The step list itself: each step is the operation it names, and gets its inputs from an earlier one. */
import { describe, expect, it } from 'vitest';
import { createContract } from './contract';
import { loadContractDocument } from './load';
import type { Input, StepContext } from './step-kit';
import { CONTRACT_STEPS } from './steps';

const contract = createContract(loadContractDocument());

/** A context with every input present, as after a run where every step passed. */
const filled: StepContext = {
  runId: 'abcdefghij',
  email: 'contract-abcdefghij@example.com',
  password: 'pw-abcdefghij',
  paymentId: 'DEMO-CONTRACT-ABCDEFGHIJ',
  appOrigin: 'http://localhost:5173',
  serverOrigin: 'http://127.0.0.1:9090',
  admin: { email: 'admin@example.com', password: 'secret' },
  foods: [{ id: 'f1', name: 'Pizza', price: 9.5, tags: ['Italian'] }],
  userId: 'u1',
  token: 't1',
  otherId: 'u2',
  otherToken: 't2',
  orderId: 'o1',
  favoriteId: 'f1',
  paid: true,
  movedOrderId: 'o2',
  movedPaid: true,
  logoutToken: 't3',
  loggedOut: true,
  adminToken: 't4',
};

describe('the contract steps', () => {
  it.each(CONTRACT_STEPS.map((step) => [step.name, step] as const))(
    '"%s" calls the operation it names',
    (_, step) => {
      const found = contract.operations.find(({ operation }) => operation.operationId === step.operationId);
      expect(found, step.operationId).toBeDefined();
      expect([found?.method.toUpperCase(), 'OPTIONS']).toContain(step.method);
      expect(found?.matches(step.path(filled).split('?')[0] ?? '')).toBe(true);
    },
  );

  it('get every input they need from an earlier step, and hand on only what a later step needs', () => {
    const provided = new Set<Input>();
    const unused = new Set<Input>();
    for (const step of CONTRACT_STEPS) {
      if (step.method === 'OPTIONS') continue;
      for (const input of step.needs ?? []) {
        expect(provided, `"${step.name}" needs ${input}`).toContain(input);
        unused.delete(input);
      }
      for (const input of step.provides ?? []) {
        provided.add(input);
        unused.add(input);
      }
    }
    expect([...unused]).toEqual([]);
  });

  it('have unique names, so each verdict can be told apart', () => {
    const names = CONTRACT_STEPS.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
