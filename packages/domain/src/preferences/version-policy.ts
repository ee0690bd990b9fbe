// App version check (docs/product/platform-accounts-subscription.md §4): 0 ok, 1 forbidden, 2 outdated; forbidden takes precedence.
export const APP_VERSION_STATUS = { OK: 0, FORBIDDEN: 1, OUTDATED: 2 } as const;
export type AppVersionStatus = (typeof APP_VERSION_STATUS)[keyof typeof APP_VERSION_STATUS];

export interface VersionPolicy {
  /** Versions below this are blocked. */
  minimum: string;
  /** Versions below this are told an update exists. */
  latest: string;
}

const SEMVER = /^\d+(\.\d+){0,3}$/;

export function isVersion(value: string): boolean {
  return SEMVER.test(value);
}

/** Numeric, part by part; missing parts count as 0 ("5.12" equals "5.12.0"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** A missing or malformed version is treated as the oldest possible: it must update. */
export function appVersionStatus(version: string | undefined, policy: VersionPolicy): AppVersionStatus {
  if (!version || !isVersion(version)) return APP_VERSION_STATUS.FORBIDDEN;
  if (compareVersions(version, policy.minimum) < 0) return APP_VERSION_STATUS.FORBIDDEN;
  if (compareVersions(version, policy.latest) < 0) return APP_VERSION_STATUS.OUTDATED;
  return APP_VERSION_STATUS.OK;
}
