import { useEffect, useState } from 'react';
import { PublicReadError } from './public-api';

// Public pages (no login) render outside the shell's query layer, which loads only for signed-in
// screens; they read their one answer with this small hook instead.
export function usePublicRead<T>(read: () => Promise<T>, key: string) {
  // errorStatus: the HTTP status of a refused read, so a page can tell an expired link from a missing one.
  const [state, setState] = useState<{ data?: T; isError: boolean; isLoading: boolean; errorStatus?: number }>({
    isError: false,
    isLoading: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the read
  useEffect(() => {
    let live = true;
    read().then(
      (data) => live && setState({ data, isError: false, isLoading: false }),
      (error) =>
        live &&
        setState({
          isError: true,
          isLoading: false,
          ...(error instanceof PublicReadError ? { errorStatus: error.status } : {}),
        }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
