import { DEFAULT_DRUGS_CONCENTRATIONS } from '@vetor/domain/calculators/infusion-concentrations';
import { drugsConcentrationsConfigSchema } from '@vetor/domain/calculators/infusion-concentrations.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/calculators/configuration/drugs_concentrations (spec 3 §3 Calculator state)', () => {
  it('serves the configuration item without a token, valid against the domain schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/calculators/configuration/drugs_concentrations' });
    expect(res.statusCode).toBe(200);
    const body = drugsConcentrationsConfigSchema.parse(res.json());
    expect(body.id).toBe('drugs_concentrations');
    expect(body.value).toEqual(DEFAULT_DRUGS_CONCENTRATIONS);
    expect(body.value.find((d) => d.id === 'lidocaina')).toMatchObject({ concentration: 20, unit: 'mg/mL' });
  });

  it('answers 404 for another configuration id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/calculators/configuration/other' });
    expect(res.statusCode).toBe(404);
  });
});
