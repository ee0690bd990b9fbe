import { describe, expect, it } from 'vitest';
import {
  canVerify,
  createPasswordError,
  emailStepError,
  initialLogin,
  type LoginState,
  loginReducer,
  resendSecondsLeft,
} from './login-flow';

const run = (...actions: Parameters<typeof loginReducer>[1][]) =>
  actions.reduce<LoginState>((s, a) => loginReducer(s, a), initialLogin);

describe('sign-in card flow', () => {
  it('a new user must repeat the e-mail and stays at step 0 until both match', () => {
    let s = run({ type: 'email', value: 'nova@vet.com' }, { type: 'providers', providers: [], hasPassword: false });
    expect(s).toMatchObject({ step: 0, isNewUser: true });
    expect(emailStepError(s)).toBe('INVALID_SECOND_EMAIL');
    s = loginReducer(s, { type: 'repeatEmail', value: ' Nova@vet.com' });
    expect(emailStepError(s)).toBeNull();
    s = loginReducer(s, { type: 'providers', providers: [], hasPassword: false });
    expect(s).toMatchObject({ step: 1, passwordMode: 'create' });
  });
  it('an existing user with a password goes to the enter-password variant', () => {
    const s = run(
      { type: 'email', value: 'a@vet.com' },
      { type: 'providers', providers: ['password'], hasPassword: true },
    );
    expect(s).toMatchObject({ step: 1, passwordMode: 'enter', isNewUser: false });
  });
  it('forgot password switches to create; changing step clears password and code', () => {
    let s = run(
      { type: 'email', value: 'a@vet.com' },
      { type: 'providers', providers: ['password'], hasPassword: true },
      { type: 'password', value: 'abc123' },
      { type: 'forgotPassword' },
    );
    expect(s).toMatchObject({ step: 1, passwordMode: 'create', password: '' });
    s = loginReducer(loginReducer(s, { type: 'step', step: 2 }), { type: 'code', value: '12a34' });
    expect(s.code).toBe('1234');
    s = loginReducer(s, { type: 'back' });
    expect(s).toMatchObject({ step: 1, code: '', passwordMode: 'enter' });
  });
  it('counts down the resend wait from the last send and brings the link back after a refused resend', () => {
    const sent = run({ type: 'email', value: 'a@vet.com' }, { type: 'codeSent', at: 1_000_000 });
    expect(sent.step).toBe(2);
    expect(resendSecondsLeft(sent, 1_000_000)).toBe(21);
    expect(resendSecondsLeft(sent, 1_015_500)).toBe(6);
    expect(resendSecondsLeft(sent, 1_021_000)).toBe(0);
    const used = loginReducer(sent, { type: 'resendUsed' });
    expect(used.resendUsed).toBe(true);
    const refused = loginReducer(used, { type: 'resendRefused', at: 1_030_000 });
    expect(refused.resendUsed).toBe(false);
    expect(resendSecondsLeft(refused, 1_030_000)).toBe(21);
    expect(resendSecondsLeft(initialLogin, 0)).toBe(0);
  });
  it('changing the e-mail resets everything', () => {
    const s = run(
      { type: 'email', value: 'a@vet.com' },
      { type: 'providers', providers: ['email'], hasPassword: false },
      { type: 'step', step: 2 },
      { type: 'resendUsed' },
      { type: 'email', value: 'b@vet.com' },
    );
    expect(s).toEqual({ ...initialLogin, email: 'b@vet.com' });
  });
  it('validates e-mail, password creation and the code', () => {
    expect(emailStepError(run({ type: 'email', value: 'a@' }))).toBe('INVALID_EMAIL');
    const p = run({ type: 'password', value: 'abc' });
    expect(createPasswordError(p)).toBe('INVALID_PASSWORD');
    expect(
      createPasswordError(
        loginReducer(loginReducer(p, { type: 'password', value: 'abc123' }), {
          type: 'passwordConfirmation',
          value: 'abc124',
        }),
      ),
    ).toBe('INVALID_PASSWORD_CONFIRMATION');
    expect(canVerify(run({ type: 'code', value: '0999' }))).toBe(false);
    expect(canVerify(run({ type: 'code', value: '1000' }))).toBe(true);
    expect(canVerify(run({ type: 'code', value: '123' }))).toBe(false);
  });
});

describe('e-mail as typed', () => {
  it('is trimmed and lower-cased on the screen, as the server keeps it', () => {
    expect(loginReducer(initialLogin, { type: 'email', value: ' Ana@Clinica.COM.br ' }).email).toBe(
      'ana@clinica.com.br',
    );
  });
});
