/** A run's own data, and what its steps hand on to later ones. */
import { INPUTS, type AdminCredentials, type Input, type Step, type StepContext } from './step-kit';

/** Lowercase letters only, so names made from it pass any name rule a server may have. */
function runId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) =>
    String.fromCharCode(97 + (byte % 26)),
  ).join('');
}

export function freshContext(
  baseUrl: string,
  appOrigin: string,
  admin: AdminCredentials | null,
): StepContext {
  // Unique per run, so a second run against the same server meets none of the first run's data.
  const id = runId();
  return {
    runId: id,
    email: `contract-${id}@example.com`,
    password: `pw-${id}`,
    paymentId: `DEMO-CONTRACT-${id.toUpperCase()}`,
    appOrigin,
    serverOrigin: new URL(baseUrl).origin,
    admin,
    foods: null,
    userId: '',
    token: '',
    otherId: '',
    otherToken: '',
    orderId: '',
    favoriteId: '',
    paid: false,
    movedOrderId: '',
    movedPaid: false,
    logoutToken: '',
    loggedOut: false,
    adminToken: '',
  };
}

/** Which step hands on each input: the latest one so far that provides it. */
export type Providers = Map<Input, string>;

/** Why the step cannot be sent yet: what it needs and which step failed to hand it on; else null. */
export function missingInputs(step: Step, context: StepContext, providers: Providers): string | null {
  if (step.method === 'OPTIONS') return null;
  const missing = (step.needs ?? []).filter((input) => !INPUTS[input].present(context));
  if (missing.length === 0) return null;
  const from = (input: Input) => {
    const provider = providers.get(input);
    if (provider === undefined)
      throw new Error(`"${step.name}" needs ${input}, which no earlier step provides`);
    return `${INPUTS[input].what} from step '${provider}'`;
  };
  return `needs ${missing.map(from).join(', ')}`;
}
