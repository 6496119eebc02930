// Bounded memos for the pure per-field steps of parsing. Traffic repeats the same few sending
// IPs, senders, MX hosts, status codes and replies ("250 2.0.0 OK") on most records, so the
// regular expressions and string surgery behind them run once per distinct value instead of
// once per record. Bounded: a memo that fills up (values that never repeat, such as replies
// quoting a queue id) starts afresh, so memory stays flat and the cost falls back to computing.

/** `compute` memoized by its string argument; `compute` must never return undefined. */
export function memoized<T>(compute: (key: string) => T, maxEntries = 4096): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const value = compute(key);
    if (known.size >= maxEntries) known.clear();
    known.set(key, value);
    return value;
  };
}
