import {
  idParams,
  ownerBody,
  ownerSchema,
  ownersSearchResponse,
  patientBody,
  patientSchema,
  patientsSearchResponse,
  searchQuery,
} from '@vetor/domain/patients/patients.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAllOf } from './patients.repository.js';
import * as service from './patients.service.js';

// The patient and owner calls of docs/product/calculators-patients-prescriptions-management.md §7 (token required), plus GET /patients/{id}, which the
// patient detail dialog needs and the spec does not show.
export const patientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['patients'];
  const uidOf = (request: { user: { uid: string } | null }) => (request.user as { uid: string }).uid;
  // LGPD: a deleted account takes its owners and patients with it (their prescriptions cascade).
  app.personalData.register('patients', deleteAllOf);

  app.post(
    '/patients',
    { onRequest: app.authenticate, schema: { tags, body: patientBody, response: { 200: patientSchema } } },
    async (request) => service.savePatient(app.db, uidOf(request), request.body),
  );

  app.get(
    '/patients',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: searchQuery, response: { 200: patientsSearchResponse } },
    },
    async (request) => ({ patients: await service.searchPatients(app.db, uidOf(request), request.query.search) }),
  );

  app.post(
    '/patients/owners',
    { onRequest: app.authenticate, schema: { tags, body: ownerBody, response: { 200: ownerSchema } } },
    async (request) => service.saveOwner(app.db, uidOf(request), request.body),
  );

  app.get(
    '/patients/owners',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: searchQuery, response: { 200: ownersSearchResponse } },
    },
    async (request) => ({ owners: await service.searchOwners(app.db, uidOf(request), request.query.search) }),
  );

  app.get(
    '/patients/owners/:id',
    { onRequest: app.authenticate, schema: { tags, params: idParams, response: { 200: ownerSchema } } },
    async (request) => service.getOwner(app.db, uidOf(request), request.params.id),
  );

  app.get(
    '/patients/:id',
    { onRequest: app.authenticate, schema: { tags, params: idParams, response: { 200: patientSchema } } },
    async (request) => service.getPatient(app.db, uidOf(request), request.params.id),
  );
};
