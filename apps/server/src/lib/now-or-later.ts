// Hot routes read what they need from in-memory caches that answer a value at once on a hit and a
// promise only on a miss. This runs the route's reply either way: in the same tick on a hit (no
// promise, no microtask), after the load on a miss. A non-async handler returns what it returns, so
// Fastify waits for the promise and sends a thrown or rejected error through its error handler.
export function nowOrLater<T>(value: T | Promise<T>, use: (ready: T) => void): Promise<void> | undefined {
  if (value instanceof Promise) {
    return value.then((ready) => {
      use(ready);
    });
  }
  use(value);
  return undefined;
}
