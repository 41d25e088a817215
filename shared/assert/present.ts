/**
 * The value, or an error that names what was missing. For lookups the data guarantees (a price row the
 * same query selected, a key the code just inserted): where `value!` would let `undefined` travel on and
 * fail somewhere else, this fails at the lookup and says which one.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
}

/** The oldest key of an insertion-ordered map or set, for evicting the least recently stored entry. */
export function oldestKey<K>(entries: { keys(): IterableIterator<K> }): K | undefined {
  const first = entries.keys().next();
  return first.done ? undefined : first.value;
}
