// Header names every request carries (docs/product/platform-accounts-subscription.md §7): api key, app version, platform, client time and token.
export const HEADERS = {
  apiKey: 'x-api-key',
  appVersion: 'x-app-version',
  platform: 'x-platform',
  clientTime: 'x-client-time',
  token: 'authorization',
  password: 'x-password',
  partnerToken: 'x-partner-token',
  requestId: 'x-request-id',
} as const;
