import {
  managementCustomerListResponse,
  managementCustomerParams,
  managementCustomerQuery,
  managementCustomerResponse,
  managementCustomerUpdateBody,
  managementEditorCreateBody,
  managementEditorParams,
  managementEditorRow,
  managementEditorsResponse,
  managementEditorUpdateBody,
  managementHealthResponse,
  managementLinkCheckRequest,
  managementLinkCheckResponse,
} from '@vetor/domain/management/management-ops.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { type CustomersLink, findCustomers, getCustomer, updateCustomer } from './management.customers.js';
import { addEditor, changeEditor, listEditors } from './management.editors.js';
import { checkLinks, contentHealth } from './management.health.js';
import type { ManagementClaims } from './management.tokens.js';

// Customers, editors and the content health page (docs/product/calculators-patients-prescriptions-management.md §7 /management/customers). Registered
// inside the management scope, so every call here already carries a checked management token of an
// active editor (management.routes.ts); each service checks the profile's rights.

export interface ManagementOpsOptions {
  config: Config;
  customers: CustomersLink;
  /** See AppDependencies.linkCheckFirstHopAllow. */
  linkCheckFirstHopAllow: readonly string[];
}

export const managementOpsRoutes: FastifyPluginAsyncZod<ManagementOpsOptions> = async (
  app,
  { config, customers, linkCheckFirstHopAllow },
) => {
  const editorOf = (request: FastifyRequest) => request.editor as ManagementClaims;
  const tags = ['management'];
  // When each reference link was last visited by this instance: a check visits the oldest first.
  const linksLastVisited = new Map<string, number>();

  app.get(
    '/management/customers',
    { schema: { tags, querystring: managementCustomerQuery, response: { 200: managementCustomerListResponse } } },
    async (request) => ({ customers: await findCustomers(app.db, customers, editorOf(request), request.query.uid) }),
  );

  app.get(
    '/management/customers/:uid',
    { schema: { tags, params: managementCustomerParams, response: { 200: managementCustomerResponse } } },
    async (request) => getCustomer(app.db, customers, editorOf(request), request.params.uid),
  );

  app.post(
    '/management/customers/:uid',
    {
      schema: {
        tags,
        params: managementCustomerParams,
        body: managementCustomerUpdateBody,
        response: { 200: managementCustomerResponse },
      },
    },
    async (request) => updateCustomer(app.db, customers, editorOf(request), request.params.uid, request.body),
  );

  app.get(
    '/management/editors',
    { schema: { tags, response: { 200: managementEditorsResponse } } },
    async (request) => ({ editors: await listEditors(app.db, editorOf(request)) }),
  );

  app.post(
    '/management/editors',
    { schema: { tags, body: managementEditorCreateBody, response: { 200: managementEditorRow } } },
    async (request) => addEditor(app.db, editorOf(request), request.body),
  );

  app.post(
    '/management/editors/:id',
    {
      schema: {
        tags,
        params: managementEditorParams,
        body: managementEditorUpdateBody,
        response: { 200: managementEditorRow },
      },
    },
    async (request) => changeEditor(app.db, editorOf(request), request.params.id, request.body),
  );

  app.get('/management/health', { schema: { tags, response: { 200: managementHealthResponse } } }, async (request) =>
    contentHealth(app.db, editorOf(request)),
  );

  app.post(
    '/management/health/links',
    { schema: { tags, body: managementLinkCheckRequest, response: { 200: managementLinkCheckResponse } } },
    async (request) =>
      checkLinks(
        app.db,
        editorOf(request),
        {
          timeoutMs: config.managementLinkTimeoutMs,
          firstHopAllow: linkCheckFirstHopAllow,
          lastVisited: linksLastVisited,
        },
        request.body.contentId,
      ),
  );
};
