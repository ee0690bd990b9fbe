import type {
  SafetyAcknowledgement,
  SafetyAcknowledgementBody,
} from '@vetor/domain/prescriptions/safety-check.schemas';
import { api } from '../../../lib/api';

/** POST /patients/prescriptions/safety-acknowledgements: stores that the vet saw these warnings. */
export const acknowledgeSafety = (body: SafetyAcknowledgementBody) =>
  api.post<SafetyAcknowledgement>('/patients/prescriptions/safety-acknowledgements', body);
