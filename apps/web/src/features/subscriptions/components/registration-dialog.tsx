import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { cpfDigits, formatCpf, isValidCpf } from '@vetor/domain/accounts/accounts.rules';
import { COUNTRIES } from '@vetor/domain/accounts/countries';
import { message } from '@vetor/domain/messages';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { NATIONALITY_BRAZIL } from '@vetor/domain/platform/enums';
import { useState } from 'react';
import { alertError, api } from '../../../lib/api';
import { type SessionUser, updateUser } from '../../../lib/session';
import { useStore } from '../../../lib/store';
import { purchaseUiStore } from '../purchase-store';

const countryOptions = COUNTRIES.map((c) => ({ value: String(c.id), label: c.name }));

/** The update-registration dialog asked before a purchase when the user has neither CPF nor nationality. */
export function RegistrationDialog() {
  const { registration } = useStore(purchaseUiStore);
  const [nationality, setNationality] = useState<string | null>(String(NATIONALITY_BRAZIL));
  const [cpf, setCpf] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const brazilian = nationality === String(NATIONALITY_BRAZIL);
  const cpfError = touched && brazilian && !isValidCpf(cpf) ? message('SIGNUP_CPF_HINT') : undefined;

  const close = (done: boolean) => {
    registration?.resolve(done);
    purchaseUiStore.set((s) => ({ ...s, registration: null }));
  };
  const save = async () => {
    setTouched(true);
    if (nationality === null || (brazilian && !isValidCpf(cpf))) return;
    setSaving(true);
    try {
      const body = brazilian
        ? { nationality: NATIONALITY_BRAZIL, cpf: cpfDigits(cpf) }
        : { nationality: Number(nationality) };
      const { user } = await api.post<{ user: SessionUser }>('/login/users', body);
      updateUser(user);
      close(true);
    } catch (error) {
      alertError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={registration !== null}
      onClose={() => close(false)}
      centered
      size={LAYOUT.dialogMaxWidth}
      title="Complete o seu cadastro"
    >
      <Stack gap="md">
        <Text size="sm">Para emitir a sua assinatura precisamos da sua nacionalidade e, para brasileiros, do CPF.</Text>
        <Select
          label="Nacionalidade"
          data={countryOptions}
          value={nationality}
          onChange={setNationality}
          searchable
          allowDeselect={false}
          required
        />
        {brazilian && (
          <TextInput
            label="CPF"
            value={cpf}
            onChange={(e) => setCpf(formatCpf(cpfDigits(e.currentTarget.value).slice(0, 11)))}
            onBlur={() => setTouched(true)}
            inputMode="numeric"
            placeholder="000.000.000-00"
            error={cpfError}
            required
          />
        )}
        <Button onClick={save} loading={saving}>
          Salvar e continuar
        </Button>
      </Stack>
    </Modal>
  );
}
