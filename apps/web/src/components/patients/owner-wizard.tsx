import { Textarea, TextInput } from '@mantine/core';
import { isValidCpf, isValidEmail, isValidPhone } from '@vetor/domain/accounts/accounts.rules';
import { message } from '@vetor/domain/messages';
import { isValidOwnerName } from '@vetor/domain/patients/patients.rules';
import type { Owner, OwnerSummary } from '@vetor/domain/patients/patients.schemas';
import { LIMITS } from '@vetor/domain/platform/constants';
import { useState } from 'react';
import { ApiError, alertError } from '../../lib/api';
import { maskCpf, maskPhone } from '../../lib/masks';
import { saveOwner } from './api/save-owner';
import { useWizardSteps, WizardShell } from './wizard-shell';

// Wizard modes 3 (add owner) and 4 (edit owner), docs/product/calculators-patients-prescriptions-management.md §4: name, CPF, e-mail (optional), phone,
// address (optional); editing asks only e-mail, phone and address. The confirm-contact flow before
// sending runs the same wizard with `confirm`: only the e-mail and/or the phone, now required.

type Step = 'name' | 'cpf' | 'email' | 'phone' | 'address';

export interface OwnerWizardProps {
  opened: boolean;
  owner?: OwnerSummary | Owner | null;
  /** Confirm-before-send: which contact must be reconfirmed. */
  confirm?: { email?: boolean; phone?: boolean };
  onClose(): void;
  onSaved(owner: Owner): void;
}

export function OwnerWizard({ opened, owner, confirm, onClose, onSaved }: OwnerWizardProps) {
  const steps: Step[] = confirm
    ? [...(confirm.email ? (['email'] as const) : []), ...(confirm.phone ? (['phone'] as const) : [])]
    : owner
      ? ['email', 'phone', 'address']
      : ['name', 'cpf', 'email', 'phone', 'address'];
  const wizard = useWizardSteps({ count: steps.length, check, finish: save });
  const { step, error } = wizard;
  const [name, setName] = useState(owner?.name ?? '');
  const [cpf, setCpf] = useState(owner?.cpf ?? '');
  const [email, setEmail] = useState(owner?.email ?? '');
  const [phone, setPhone] = useState(owner?.phone ? maskPhone(owner.phone) : '');
  const [address, setAddress] = useState(owner?.address ?? '');
  const current = steps[step];

  function check(): string | null {
    switch (current) {
      case 'name':
        return isValidOwnerName(name) ? null : message('NAME_ERROR');
      case 'cpf':
        return isValidCpf(cpf) ? null : message('SIGNUP_CPF_HINT');
      case 'email':
        if (!email.trim()) return confirm?.email ? message('INVALID_EMAIL') : null;
        return isValidEmail(email.trim()) ? null : message('INVALID_EMAIL');
      case 'phone':
        if (!phone.trim()) return confirm?.phone ? message('INVALID_PHONE') : null;
        return isValidPhone(phone) ? null : message('INVALID_PHONE');
      default:
        return null;
    }
  }

  async function save() {
    try {
      const saved = await saveOwner(
        owner
          ? { id: owner.id, email: email.trim() || null, phone: phone || null, address: address.trim() || null }
          : { name, cpf, email: email.trim() || null, phone: phone || null, address: address.trim() || null },
      );
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CPF_ALREADY_REGISTERED') {
        // Back to the CPF question with the spec's message, instead of closing.
        wizard.setStep(steps.indexOf('cpf'));
        wizard.setError(e.message);
      } else {
        alertError(e);
        onClose();
      }
    }
  }

  const title = confirm ? 'Confirme o contato do tutor' : owner ? 'Editar tutor' : 'Novo tutor';
  return (
    <WizardShell
      opened={opened}
      title={title}
      step={step}
      steps={steps.length}
      busy={wizard.busy}
      onClose={onClose}
      onBack={wizard.back}
      onNext={wizard.next}
      testId="owner-wizard"
    >
      {current === 'name' && (
        <TextInput
          label="Nome completo do tutor"
          value={name}
          maxLength={LIMITS.nameMaxLength}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
      )}
      {current === 'cpf' && (
        <TextInput
          label="CPF do tutor"
          placeholder="000.000.000-00"
          inputMode="numeric"
          value={cpf}
          onChange={(e) => setCpf(maskCpf(e.currentTarget.value))}
          error={error}
          data-autofocus
        />
      )}
      {current === 'email' && (
        <TextInput
          label={confirm?.email ? 'E-mail do tutor' : 'E-mail do tutor (opcional)'}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
      )}
      {current === 'phone' && (
        <TextInput
          label={confirm?.phone ? 'Celular do tutor (com DDD)' : 'Celular do tutor (com DDD, opcional)'}
          placeholder="(00) 00000-0000"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(maskPhone(e.currentTarget.value))}
          error={error}
          data-autofocus
        />
      )}
      {current === 'address' && (
        <Textarea
          label="Endereço do tutor (opcional)"
          description="Aparece na receita: rua, número, bairro, cidade e UF."
          value={address}
          maxLength={300}
          autosize
          minRows={2}
          onChange={(e) => setAddress(e.currentTarget.value)}
          data-autofocus
        />
      )}
    </WizardShell>
  );
}
