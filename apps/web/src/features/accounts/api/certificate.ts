import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateSummary } from '@vetor/domain/prescriptions/certificates.schemas';
import { api, request } from '../../../lib/api';

// The signing certificate of Meus dados (GET/PUT/DELETE /accounts/certificate): only its summary
// ever comes back; the file and its password go up once.

type CertificateAnswer = { certificate: CertificateSummary | null };

export const certificateQuery = queryOptions({
  queryKey: ['accounts', 'certificate'],
  queryFn: () => api.get<CertificateAnswer>('/accounts/certificate'),
});

export function useCertificate() {
  return useQuery(certificateQuery);
}

/** The file as base64, in slices: one String.fromCharCode over a whole file can overflow the stack. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function uploadCertificate(file: File, password: string): Promise<CertificateAnswer> {
  return request<CertificateAnswer>('PUT', '/accounts/certificate', { body: { file: await base64Of(file), password } });
}

export function removeCertificate(): Promise<{ removed: boolean }> {
  return request('DELETE', '/accounts/certificate');
}
