import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTemplateBody,
  Template,
  TemplateSummary,
  TemplatesResponse,
} from '@vetor/domain/prescriptions/prescription-templates.schemas';
import { api, request } from '../../../lib/api';

// The vet's prescription templates (issue 39): the list, one template's items, and the changes,
// which refresh the list.

const path = (id: string) => `/patients/prescriptions/templates/${encodeURIComponent(id)}`;
const listKey = ['prescriptions', 'templates'] as const;

export const getTemplates = () => api.get<TemplatesResponse>('/patients/prescriptions/templates');
export const templatesQuery = () => queryOptions({ queryKey: listKey, queryFn: getTemplates, staleTime: 60_000 });
export const useTemplates = (enabled = true) => useQuery({ ...templatesQuery(), enabled });

/** GET …/templates/{id}: the items to start from (read when used, not kept). */
export const getTemplate = (id: string) => api.get<Template>(path(id));

function useTemplateChange<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: listKey }) });
}

export const useCreateTemplate = () =>
  useTemplateChange((body: CreateTemplateBody) => api.post<TemplateSummary>('/patients/prescriptions/templates', body));

export const useRenameTemplate = () =>
  useTemplateChange(({ id, name }: { id: string; name: string }) =>
    request<TemplateSummary>('PATCH', path(id), { body: { name } }),
  );

export const useDeleteTemplate = () =>
  useTemplateChange((id: string) => request<{ deleted: true; id: string }>('DELETE', path(id)));
