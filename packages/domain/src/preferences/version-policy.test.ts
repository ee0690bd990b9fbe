import { describe, expect, it } from 'vitest';
import { APP_VERSION_STATUS, appVersionStatus, compareVersions } from './version-policy.js';

const policy = { minimum: '5.0.0', latest: '5.12.2' };

describe('compareVersions', () => {
  it('compares part by part as numbers, missing parts as zero', () => {
    expect(compareVersions('5.12.2', '5.9.10')).toBe(1);
    expect(compareVersions('5.12', '5.12.0')).toBe(0);
    expect(compareVersions('4.99.99', '5.0.0')).toBe(-1);
  });
});

describe('appVersionStatus', () => {
  it('is ok at or above the latest version', () => {
    expect(appVersionStatus('5.12.2', policy)).toBe(APP_VERSION_STATUS.OK);
    expect(appVersionStatus('6.0.0', policy)).toBe(APP_VERSION_STATUS.OK);
  });
  it('is outdated between the minimum and the latest', () => {
    expect(appVersionStatus('5.0.0', policy)).toBe(APP_VERSION_STATUS.OUTDATED);
    expect(appVersionStatus('5.12.1', policy)).toBe(APP_VERSION_STATUS.OUTDATED);
  });
  it('is forbidden below the minimum, and forbidden wins over outdated', () => {
    expect(appVersionStatus('4.9.9', policy)).toBe(APP_VERSION_STATUS.FORBIDDEN);
    expect(appVersionStatus('1.0.0', { minimum: '2.0.0', latest: '3.0.0' })).toBe(APP_VERSION_STATUS.FORBIDDEN);
  });
  it('treats a missing or malformed version as forbidden', () => {
    expect(appVersionStatus(undefined, policy)).toBe(APP_VERSION_STATUS.FORBIDDEN);
    expect(appVersionStatus('abc', policy)).toBe(APP_VERSION_STATUS.FORBIDDEN);
  });
});
