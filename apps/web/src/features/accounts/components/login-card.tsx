import { Alert, Anchor, Button, Group, PasswordInput, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type MessageKey, message } from '@vetor/domain/messages';
import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError } from '../../../lib/api';
import { completeSignIn } from '../after-sign-in';
import { confirmCode } from '../api/confirm-code';
import { getProviders } from '../api/get-providers';
import { sendCode } from '../api/send-code';
import { signInWithPassword } from '../api/sign-in-password';
import {
  canVerify,
  createPasswordError,
  emailStepError,
  initialLogin,
  type LoginState,
  loginReducer,
  resendSecondsLeft,
} from '../login-flow';

/** The 3-step e-mail sign-in card (docs/product/platform-accounts-subscription.md §2 Sign-in screen, §4 Sign-in). */
export function LoginCard({ onStepZeroBack }: { onStepZeroBack?: () => void }) {
  const [state, dispatch] = useReducer(loginReducer, initialLogin);
  const [error, setError] = useState<{ field: string; code: MessageKey } | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const fail = (field: string, code: MessageKey) => setError({ field, code });
  const fieldError = (field: string) => (error?.field === field ? message(error.code) : undefined);

  async function run(work: () => Promise<void>, field: string) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.code !== 'RATE_LIMITED') fail(field, e.code);
      else alertError(e);
    } finally {
      setBusy(false);
    }
  }

  const signedIn = (session: Awaited<ReturnType<typeof confirmCode>>) =>
    navigate(completeSignIn(session), { replace: true });

  const submitEmail = () => {
    const rule = emailStepError(state);
    if (rule) return fail(rule === 'INVALID_EMAIL' ? 'email' : 'repeatEmail', rule);
    void run(async () => {
      const { providers, hasPassword } = await getProviders(state.email);
      dispatch({ type: 'providers', providers, hasPassword });
    }, 'email');
  };

  const requestCode = (password?: string) =>
    run(async () => {
      await sendCode(state.email, password ? { password } : {});
      dispatch({ type: 'codeSent', at: Date.now() });
    }, 'password');

  const submitPassword = () => {
    if (state.passwordMode === 'enter') {
      if (!state.password) return fail('password', 'INVALID_EMAIL_PASSWORD');
      return void run(async () => signedIn(await signInWithPassword(state.email, state.password)), 'password');
    }
    const rule = createPasswordError(state);
    if (rule) return fail(rule === 'INVALID_PASSWORD' ? 'password' : 'passwordConfirmation', rule);
    void requestCode(state.password);
  };

  const verify = () => run(async () => signedIn(await confirmCode(state.email, state.code)), 'code');

  const resend = async () => {
    dispatch({ type: 'resendUsed' });
    setError(null);
    try {
      await sendCode(state.email, { retry: true });
      showAlert('success', message('EMAIL_RESEND_CONFIRMATION'));
    } catch (e) {
      // Refused (wait longer, daily limit) or lost: said once as an alert, never left under the code.
      dispatch({ type: 'resendRefused', at: Date.now() });
      alertError(e);
    }
  };
  const resendWait = useResendCountdown(state);

  const back = () => {
    setError(null);
    if (state.step === 0) onStepZeroBack?.();
    else dispatch({ type: 'back' });
  };

  return (
    <Stack gap="md" data-testid="login-card" data-step={state.step}>
      <Group gap="xs">
        {(state.step > 0 || onStepZeroBack) && (
          <Button variant="subtle" px={6} onClick={back} aria-label="Voltar" data-testid="login-back">
            <IconArrowLeft size={20} />
          </Button>
        )}
        <Title order={2} size="h3">
          {state.step === 0
            ? 'Entre com seu e-mail'
            : state.step === 1
              ? state.passwordMode === 'enter'
                ? 'Digite sua senha'
                : 'Crie uma senha'
              : 'Confirme seu e-mail'}
        </Title>
      </Group>

      {state.step === 0 && (
        <form
          // Our own pt-BR messages under the fields, never the browser's English bubble.
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submitEmail();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={state.email}
              onChange={(e) => {
                setError(null);
                dispatch({ type: 'email', value: e.currentTarget.value });
              }}
              error={fieldError('email')}
              data-testid="login-email"
              required
            />
            {state.isNewUser && (
              <>
                <Text size="sm" c="dimmed">
                  Não encontramos uma conta com este e-mail. Para criar a sua, repita o e-mail abaixo.
                </Text>
                <TextInput
                  label="Repita o e-mail"
                  type="email"
                  autoComplete="off"
                  value={state.repeatEmail}
                  onChange={(e) => {
                    setError(null);
                    dispatch({ type: 'repeatEmail', value: e.currentTarget.value });
                  }}
                  error={fieldError('repeatEmail')}
                  data-testid="login-repeat-email"
                  onPaste={(e) => e.preventDefault()}
                  required
                />
              </>
            )}
            <Button type="submit" loading={busy} data-testid="login-continue">
              Continuar
            </Button>
          </Stack>
        </form>
      )}

      {state.step === 1 && (
        <form
          // Our own pt-BR messages under the fields, never the browser's English bubble.
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submitPassword();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {state.email}
            </Text>
            <PasswordInput
              label={state.passwordMode === 'enter' ? 'Senha' : 'Nova senha'}
              autoComplete={state.passwordMode === 'enter' ? 'current-password' : 'new-password'}
              value={state.password}
              onChange={(e) => {
                setError(null);
                dispatch({ type: 'password', value: e.currentTarget.value });
              }}
              error={fieldError('password')}
              description={
                state.passwordMode === 'create' ? 'De 6 a 30 caracteres, com letras e números, sem espaços.' : undefined
              }
              data-testid="login-password"
            />
            {state.passwordMode === 'create' && (
              <PasswordInput
                label="Confirme a senha"
                autoComplete="new-password"
                value={state.passwordConfirmation}
                onChange={(e) => {
                  setError(null);
                  dispatch({ type: 'passwordConfirmation', value: e.currentTarget.value });
                }}
                error={fieldError('passwordConfirmation')}
                data-testid="login-password-confirmation"
              />
            )}
            <Button type="submit" loading={busy} data-testid="login-password-submit">
              {state.passwordMode === 'enter' ? 'Entrar' : 'Criar senha e enviar código'}
            </Button>
            {state.passwordMode === 'enter' ? (
              <Group justify="space-between">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    // The wrong-password message belongs to the old password, not to "Nova senha".
                    setError(null);
                    dispatch({ type: 'forgotPassword' });
                  }}
                  data-testid="login-forgot"
                >
                  Esqueci minha senha
                </Anchor>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void requestCode()}
                  data-testid="login-without-password"
                >
                  Continuar sem senha
                </Anchor>
              </Group>
            ) : (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => void requestCode()}
                data-testid="login-skip"
              >
                Pular e entrar com código por e-mail
              </Anchor>
            )}
          </Stack>
        </form>
      )}

      {state.step === 2 && (
        <form
          // Our own pt-BR messages under the fields, never the browser's English bubble.
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (canVerify(state)) void verify();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              Enviamos um código de 4 dígitos para <b style={{ overflowWrap: 'anywhere' }}>{state.email}</b>. Ele vale
              por 10 minutos.
            </Text>
            <Group justify="center">
              <PinInput
                length={4}
                type="number"
                oneTimeCode
                size="lg"
                value={state.code}
                onChange={(value) => {
                  setError(null);
                  dispatch({ type: 'code', value });
                }}
                aria-label="Código recebido por e-mail"
                data-testid="login-code"
                error={Boolean(fieldError('code'))}
              />
            </Group>
            {fieldError('code') && (
              <Alert color="red" variant="light" role="alert">
                {fieldError('code')}
              </Alert>
            )}
            <Button type="submit" loading={busy} disabled={!canVerify(state)} data-testid="login-verify">
              Verificar
            </Button>
            {!state.resendUsed && resendWait > 0 && (
              <Text size="sm" ta="center" c="dimmed" data-testid="login-resend-wait">
                Reenviar código em {resendWait} s
              </Text>
            )}
            {!state.resendUsed && resendWait === 0 && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="center"
                onClick={() => void resend()}
                data-testid="login-resend"
              >
                Não recebeu? Reenviar código
              </Anchor>
            )}
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** Seconds left before "Reenviar código" may be clicked, ticking once a second while it counts. */
function useResendCountdown(state: LoginState): number {
  // Read at each render: a new send re-renders with the clock of that moment, the timer in between.
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const left = resendSecondsLeft(state, Date.now());
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(tick, 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
