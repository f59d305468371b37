/** The median of the numbers given (runs that produced none are left out); undefined for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  sorted.sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each key's median over runs (objects with the same numeric keys). */
export function medians(runs, keys) {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run?.[key]))]));
}
