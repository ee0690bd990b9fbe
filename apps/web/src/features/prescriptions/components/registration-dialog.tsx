import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { User } from '@vetor/domain/accounts/accounts.schemas';
import { UFS } from '@vetor/domain/accounts/states';
import { LAYOUT, TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { useState } from 'react';
import { ApiError, alertError, api } from '../../../lib/api';
import { addressOfCep, fillEmpty } from '../../../lib/cep';
import { maskCep, maskCpf } from '../../../lib/masks';
import { type SessionUser, updateUser } from '../../../lib/session';

// docs/product/calculators-patients-prescriptions-management.md §4: starting a prescription needs a complete professional registration; otherwise this
// step flow completes it, setting nationality 0 and the veterinaryStatus question to 1, and saves
// through the user-data save (POST /login/users).

export function RegistrationDialog({ opened, user, onClose }: { opened: boolean; user: SessionUser; onClose(): void }) {
  const phone = useMediaQuery('(max-width: 600px)');
  const address = (user.address as Record<string, string> | null) ?? {};
  const [cpf, setCpf] = useState(typeof user.cpf === 'string' ? maskCpf(user.cpf) : '');
  const [crmv, setCrmv] = useState(typeof user.crmvNumber === 'string' ? user.crmvNumber : '');
  const [uf, setUf] = useState<string | null>(typeof user.crmvState === 'string' ? user.crmvState : null);
  const [zip, setZip] = useState(address.zipCode ?? '');
  const [street, setStreet] = useState(address.street ?? '');
  const [number, setNumber] = useState(address.number ?? '');
  const [neighborhood, setNeighborhood] = useState(address.neighborhood ?? '');
  const [city, setCity] = useState(address.city ?? '');
  const [state, setState] = useState<string | null>(address.state ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const err = (field: string) => (error?.field?.startsWith(field) ? error.text : undefined);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const questions = (user.questions as Record<string, unknown> | null) ?? {};
      const { user: saved } = await api.post<{ user: User }>(
        '/login/users',
        {
          nationality: 0,
          cpf,
          crmvNumber: crmv,
          crmvState: uf,
          address: { zipCode: zip, street, number, neighborhood, city, state, country: 'Brasil' },
          questions: { ...questions, veterinaryStatus: 1 },
        },
        { timeoutMs: TIMEOUTS_MS.saveUser },
      );
      updateUser(saved as unknown as SessionUser);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setError({ field: e.field ?? '', text: e.message });
      else alertError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Complete seu cadastro profissional"
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          Só médicos-veterinários com CRMV ativo podem prescrever. Confirme seus dados: eles aparecem no cabeçalho da
          receita.
        </Text>
        <TextInput
          label="CPF"
          inputMode="numeric"
          value={cpf}
          onChange={(e) => setCpf(maskCpf(e.currentTarget.value))}
          error={err('cpf')}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Número do CRMV"
            inputMode="numeric"
            value={crmv}
            onChange={(e) => setCrmv(e.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
            error={err('crmvNumber')}
          />
          <Select
            label="UF do CRMV"
            data={[...UFS]}
            value={uf}
            onChange={setUf}
            searchable
            error={err('crmvState')}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <TextInput
          label="CEP"
          inputMode="numeric"
          value={zip}
          onChange={(e) => {
            const masked = maskCep(e.currentTarget.value);
            setZip(masked);
            void addressOfCep(masked).then((found) => {
              if (!found) return;
              const changes = fillEmpty({ street, neighborhood, city, state: state ?? '' }, found);
              if (changes.street) setStreet(changes.street);
              if (changes.neighborhood) setNeighborhood(changes.neighborhood);
              if (changes.city) setCity(changes.city);
              if (changes.state) setState(changes.state);
            });
          }}
          error={err('address.zipCode')}
        />
        <TextInput
          label="Rua"
          value={street}
          onChange={(e) => setStreet(e.currentTarget.value)}
          error={err('address.street')}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Número"
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={err('address.number')}
          />
          <TextInput
            label="Bairro"
            value={neighborhood}
            onChange={(e) => setNeighborhood(e.currentTarget.value)}
            error={err('address.neighborhood')}
          />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <TextInput
            label="Cidade"
            value={city}
            onChange={(e) => setCity(e.currentTarget.value)}
            error={err('address.city')}
          />
          <Select
            label="UF"
            data={[...UFS]}
            value={state}
            onChange={setState}
            searchable
            error={err('address.state')}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {error && !error.field && <Text c="red.8">{error.text}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Agora não
          </Button>
          <Button onClick={save} loading={busy} data-testid="save-registration">
            Salvar e continuar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
