export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
/** Shared with the server the tests start, so fixtures can mint tokens for test users. */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
