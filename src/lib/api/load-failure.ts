import { missingCallMessage } from './error-message';

/** A load that failed, in the words to show; the route's error page offers a retry. */
export class LoadFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'LoadFailure';
  }
}

/**
 * A load whose call the server does not have (docs/product.md, decision 15): the page is there, the
 * server lacks the call, and trying again cannot change that.
 */
export class MissingCall extends LoadFailure {
  constructor(status: number) {
    super(missingCallMessage(status), status);
    this.name = 'MissingCall';
  }
}
