/**
 * The apps tests and stories started and not yet stopped. Apps follow one another in the same page,
 * so each is stopped (src/store/store.ts) before storage is cleared for the next: a write due from an
 * old app must not land in the next one's storage and start it logged in as someone else. Kept apart
 * from the app factory so that every test file's setup can stop apps without loading the app.
 */
const stops = new Set<() => Promise<void>>();

export function whenStopping(stop: () => Promise<void>): void {
  stops.add(stop);
}

export async function stopTestApps(): Promise<void> {
  const due = [...stops];
  stops.clear();
  await Promise.all(due.map((stop) => stop()));
}
