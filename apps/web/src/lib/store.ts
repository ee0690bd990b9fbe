import { useSyncExternalStore } from 'react';

/** A tiny observable value for app-wide state outside React (session, alerts, dialogs). */
export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * One derived value of a store: the component re-renders only when that value changes, not on every
 * `set` (a renewed token must not redraw the shell, which only needs to know someone is signed in).
 * `select` must return a primitive or an object the store already holds, or React renders forever.
 */
export function useStoreValue<T, V>(store: Store<T>, select: (value: T) => V): V {
  const selected = () => select(store.get());
  return useSyncExternalStore(store.subscribe, selected, selected);
}
