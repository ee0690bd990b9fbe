import { APP_VERSION } from '@vetor/domain/platform/constants';

// The only place the web app reads build-time environment (docs/architecture.md, convention 7).
export const config = {
  appVersion: (import.meta.env.VITE_APP_VERSION as string | undefined) ?? APP_VERSION,
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api',
  apiKey: (import.meta.env.VITE_API_KEY as string | undefined) ?? 'vetor-web',
  storagePrefix: 'vetor:',
  helpCenterUrl: 'https://ajuda.vetor.app',
  supportEmail: 'contato@vetor.app',
  isDev: import.meta.env.DEV,
} as const;
