import { Button, Card, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isValidEmailCode, isValidPassword } from '@vetor/domain/accounts/sign-in.rules';
import { message } from '@vetor/domain/messages';
import { useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError } from '../../../lib/api';
import type { SessionUser } from '../../../lib/session';
import { signIn } from '../../../lib/session';
import { confirmCode } from '../api/confirm-code';
import { sendCode } from '../api/send-code';

// "Alterar senha" in Meus dados. The new password is set the way sign-in sets one: a code e-mailed to
// the account's own address confirms it (POST /login/emails/codes with the password, then the code),
// so a borrowed unlocked phone cannot change the password without the mailbox.

type Step = 'closed' | 'password' | 'code';

export function PasswordChange({ email }: { email: string }) {
  const [step, setStep] = useState<Step>('closed');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setStep('closed');
    setPassword('');
    setRepeat('');
    setCode('');
    setErrors({});
  };

  const send = async () => {
    // Every problem at once, as every form here does.
    const found = {
      password: isValidPassword(password) ? undefined : message('INVALID_PASSWORD'),
      repeat: password === repeat ? undefined : message('INVALID_PASSWORD_CONFIRMATION'),
    };
    setErrors(found);
    if (found.password || found.repeat) return;
    setBusy(true);
    try {
      await sendCode(email, { password });
      setStep('code');
    } catch (error) {
      alertError(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!isValidEmailCode(code)) {
      setErrors({ code: message('INVALID_EMAIL_CODE') });
      return;
    }
    setBusy(true);
    try {
      const session = await confirmCode(email, code);
      signIn(session.user as unknown as SessionUser, session.token, session.tokenExpire);
      showAlert('success', 'Senha alterada. Use a nova senha na próxima vez que entrar.');
      reset();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_EMAIL_CODE') setErrors({ code: error.message });
      else alertError(error);
    } finally {
      setBusy(false);
    }
  };

  if (step === 'closed')
    return (
      <Button variant="light" onClick={() => setStep('password')} style={{ alignSelf: 'flex-start' }}>
        Alterar senha
      </Button>
    );

  return (
    <Card withBorder radius="md" p="md" data-testid="password-change">
      <Stack gap="sm">
        <Text fw={700}>Alterar senha</Text>
        {step === 'password' ? (
          <>
            <PasswordInput
              label="Nova senha"
              description="De 6 a 30 caracteres, com letras e números, sem espaços."
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
            />
            <PasswordInput
              label="Repita a nova senha"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.currentTarget.value)}
              error={errors.repeat}
            />
            <Text size="sm" c="dimmed">
              Enviaremos um código para {email} para confirmar a troca.
            </Text>
          </>
        ) : (
          <TextInput
            label="Código recebido por e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            error={errors.code}
          />
        )}
        <Group gap="sm">
          <Button onClick={step === 'password' ? send : confirm} loading={busy}>
            {step === 'password' ? 'Enviar código' : 'Confirmar nova senha'}
          </Button>
          <Button variant="subtle" onClick={reset} disabled={busy}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
