import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestLog, LOG_LIMIT, LOG_STORAGE_KEY } from './log';
import { logEntry } from './testing';

afterEach(() => sessionStorage.clear());

/** The log as a new page of the tab has it, once it has read back what the tab kept. */
async function restored() {
  const log = createRequestLog(sessionStorage);
  await log.restore();
  return log;
}

describe('createRequestLog', () => {
  it('keeps the newest calls first, up to its limit, and tells its listeners', async () => {
    const log = await restored();
    const listener = vi.fn();
    log.subscribe(listener);
    for (let index = 0; index < LOG_LIMIT + 2; index += 1) log.add(logEntry({ id: `call-${index}` }));
    expect(log.entries()).toHaveLength(LOG_LIMIT);
    expect(log.entries()[0]!.id).toBe(`call-${LOG_LIMIT + 1}`);
    expect(listener).toHaveBeenCalledTimes(LOG_LIMIT + 2);
  });

  it('survives a reload of the tab once saved, and a clear empties what is stored', async () => {
    const before = createRequestLog(sessionStorage);
    before.add(logEntry({ id: 'kept' }));
    before.save();
    const after = await restored();
    expect(after.entries()).toEqual([logEntry({ id: 'kept' })]);
    after.clear();
    expect((await restored()).entries()).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"x"}'],
    ['a list of strangers', '[1, null, "call", {"id": 3}]'],
  ])('starts empty from stored data that is %s', async (_, stored) => {
    sessionStorage.setItem(LOG_STORAGE_KEY, stored);
    expect((await restored()).entries()).toEqual([]);
  });

  it('keeps the whole entries of a stored list and drops the broken ones', async () => {
    const broken = { ...logEntry({ id: 'broken' }), request: { headers: 'nope' } };
    sessionStorage.setItem(LOG_STORAGE_KEY, JSON.stringify([logEntry({ id: 'whole' }), broken]));
    expect((await restored()).entries().map(({ id }) => id)).toEqual(['whole']);
  });

  it('keeps the calls without their bodies where the tab has no room for them', async () => {
    const log = createRequestLog(sessionStorage);
    log.add(logEntry({ id: 'big' }));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    log.save();
    expect(setItem).toHaveBeenCalledTimes(2);
    const [kept] = (await restored()).entries();
    expect(kept).toMatchObject({ id: 'big', status: 200, response: { body: null } });
  });

  it('keeps working where storage is refused altogether', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const log = await restored();
    log.add(logEntry());
    expect(() => log.save()).not.toThrow();
    expect(log.entries()).toHaveLength(1);
  });
});

describe('a page that saves before it has read the tab back', () => {
  it("keeps the earlier pages' calls behind its own", async () => {
    const first = createRequestLog(sessionStorage);
    first.add(logEntry({ id: 'first page' }));
    first.save();
    const second = createRequestLog(sessionStorage);
    second.add(logEntry({ id: 'second page' }));
    second.save();
    expect((await restored()).entries().map(({ id }) => id)).toEqual(['second page', 'first page']);
  });

  it('shows the earlier calls to whoever looks', async () => {
    const first = createRequestLog(sessionStorage);
    first.add(logEntry({ id: 'before the reload' }));
    first.save();
    const second = createRequestLog(sessionStorage);
    second.add(logEntry({ id: 'after it' }));
    second.subscribe(() => undefined);
    await expect.poll(() => second.entries().map(({ id }) => id)).toEqual(['after it', 'before the reload']);
  });
});
