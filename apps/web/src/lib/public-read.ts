import { useEffect, useState } from 'react';

// Public pages (no login) render outside the shell's query layer, which loads only for signed-in
// screens; they read their one answer with this small hook instead.
export function usePublicRead<T>(read: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ data?: T; isError: boolean; isLoading: boolean }>({
    isError: false,
    isLoading: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the read
  useEffect(() => {
    let live = true;
    read().then(
      (data) => live && setState({ data, isError: false, isLoading: false }),
      () => live && setState({ isError: true, isLoading: false }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
