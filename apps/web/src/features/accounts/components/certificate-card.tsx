import { Button, Card, FileInput, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CertificateSummary } from '@vetor/domain/prescriptions/certificates.schemas';
import { useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError } from '../../../lib/api';
import { certificateQuery, removeCertificate, uploadCertificate, useCertificate } from '../api/certificate';

// "Certificado digital (ICP-Brasil A1)" in Meus dados: the .pfx and its password go up once; the card
// then shows only the holder, issuer and validity, and removes it after a confirmation.

const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });

export function CertificateCard() {
  const { data } = useCertificate();
  const certificate = data?.certificate ?? null;
  return (
    <Card withBorder radius="md" p="md" data-testid="certificate-card">
      <Stack gap="sm">
        <Text fw={700}>Certificado digital (ICP-Brasil A1)</Text>
        {certificate ? <CertificateSummaryView certificate={certificate} /> : <CertificateUpload />}
      </Stack>
    </Card>
  );
}

function CertificateSummaryView({ certificate }: { certificate: CertificateSummary }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await removeCertificate();
      await queryClient.invalidateQueries(certificateQuery);
      showAlert('success', 'Certificado removido.');
    } catch (error) {
      alertError(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Text size="sm" data-testid="certificate-holder">
        Titular: <strong>{certificate.holder}</strong>
      </Text>
      <Text size="sm">Emitido por: {certificate.issuer}</Text>
      <Text size="sm" data-testid="certificate-validity">
        Válido de {day.format(new Date(certificate.validFrom))} até {day.format(new Date(certificate.validUntil))}
      </Text>
      <Text size="sm" c="dimmed">
        As receitas que você gerar serão assinadas digitalmente com este certificado.
      </Text>
      {confirming ? (
        <Group gap="sm">
          <Text size="sm">Remover o certificado? As próximas receitas sairão sem assinatura digital.</Text>
          <Button color="red" onClick={remove} loading={busy} data-testid="certificate-remove-confirm">
            Remover
          </Button>
          <Button variant="subtle" onClick={() => setConfirming(false)} disabled={busy}>
            Cancelar
          </Button>
        </Group>
      ) : (
        <Button
          variant="light"
          color="red"
          onClick={() => setConfirming(true)}
          style={{ alignSelf: 'flex-start' }}
          data-testid="certificate-remove"
        >
          Remover certificado
        </Button>
      )}
    </>
  );
}

function CertificateUpload() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ file?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!file) {
      setErrors({ file: 'Escolha o arquivo .pfx ou .p12 do seu certificado.' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await uploadCertificate(file, password);
      queryClient.setQueryData(certificateQuery.queryKey, answer);
      setPassword('');
      showAlert('success', 'Certificado salvo. Suas receitas passam a ser assinadas digitalmente.');
    } catch (error) {
      // A refusal about the file or the password goes under its field; anything else is an alert.
      if (error instanceof ApiError && error.code === 'CERTIFICATE_WRONG_PASSWORD')
        setErrors({ password: error.message });
      else if (error instanceof ApiError && error.code.startsWith('CERTIFICATE_')) setErrors({ file: error.message });
      else alertError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Text size="sm" c="dimmed">
        Envie seu certificado A1 uma vez para assinar as receitas digitalmente. Ele fica guardado criptografado e nunca
        é devolvido pelo Vetor.
      </Text>
      <FileInput
        label="Arquivo do certificado (.pfx ou .p12)"
        accept=".pfx,.p12,application/x-pkcs12"
        value={file}
        onChange={setFile}
        error={errors.file}
        clearable
        data-testid="certificate-file"
      />
      <PasswordInput
        label="Senha do certificado"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.password}
        data-testid="certificate-password"
      />
      <Button onClick={send} loading={busy} style={{ alignSelf: 'flex-start' }} data-testid="certificate-send">
        Salvar certificado
      </Button>
    </>
  );
}
