import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signUpSchema,
} from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  formReducer,
  initialFormState,
  visibleErrors,
  type FormAction,
  type FormState,
} from './form-state';

function run<V extends Record<string, unknown>>(values: V, ...actions: FormAction<V>[]): FormState<V> {
  return actions.reduce(formReducer<V>, initialFormState(values));
}

const goodPassword = 'stay-vn1';

describe('login form', () => {
  const empty = { email: '', password: '', rememberMe: false };

  it('is disabled while an input is empty or invalid', () => {
    expect(canSubmit(loginSchema, run(empty))).toBe(false);
    expect(canSubmit(loginSchema, run({ ...empty, email: 'mai@example.com' }))).toBe(false);
    expect(canSubmit(loginSchema, run({ ...empty, email: 'mai@', password: 'x' }))).toBe(false);
    expect(canSubmit(loginSchema, run({ ...empty, email: 'mai@example.com', password: '   ' }))).toBe(false);
    expect(canSubmit(loginSchema, run({ ...empty, email: 'mai@example.com', password: 'x' }))).toBe(true);
  });

  it('shows a field error once the field is left, and clears it as the field is corrected', () => {
    let state = run(empty, { type: 'change', field: 'email', value: 'mai@' });
    expect(visibleErrors(loginSchema, state)).toEqual({});
    state = formReducer(state, { type: 'blur', field: 'email' });
    expect(visibleErrors(loginSchema, state)).toEqual({ email: 'err_email_format' });
    state = formReducer(state, { type: 'change', field: 'email', value: '' });
    expect(visibleErrors(loginSchema, state)).toEqual({ email: 'err_email' });
    state = formReducer(state, { type: 'change', field: 'email', value: 'mai@example.com' });
    expect(visibleErrors(loginSchema, state)).toEqual({});
  });
});

describe('forgot-password form', () => {
  it('is disabled until the e-mail is valid', () => {
    const state = (email: string) => run({ email, language: 'vi' as const });
    expect(canSubmit(forgotPasswordSchema, state(''))).toBe(false);
    expect(canSubmit(forgotPasswordSchema, state('mai at example.com'))).toBe(false);
    expect(canSubmit(forgotPasswordSchema, state(' mai@example.com '))).toBe(true);
  });
});

describe('sign-up form', () => {
  const start = {
    verifyKey: 'key',
    fullName: '',
    phoneNumber: '',
    companyName: '',
    password: '',
    confirmPassword: '',
  };

  it('is disabled until name, password and confirmation are filled and nothing is in error', () => {
    const filled = { ...start, fullName: 'Mai', password: goodPassword, confirmPassword: goodPassword };
    expect(canSubmit(signUpSchema, run(start))).toBe(false);
    expect(canSubmit(signUpSchema, run({ ...filled, fullName: '' }))).toBe(false);
    expect(canSubmit(signUpSchema, run({ ...filled, confirmPassword: '' }))).toBe(false);
    expect(canSubmit(signUpSchema, run({ ...filled, confirmPassword: 'stay-vn2' }))).toBe(false);
    expect(canSubmit(signUpSchema, run({ ...filled, phoneNumber: '12ab' }))).toBe(false);
    expect(canSubmit(signUpSchema, run({ ...filled, fullName: 'x'.repeat(26) }))).toBe(false);
    expect(canSubmit(signUpSchema, run(filled))).toBe(true);
    expect(canSubmit(signUpSchema, run({ ...filled, phoneNumber: '+84-912/345' }))).toBe(true);
  });

  it('shows the mismatch under the confirmation and clears it when the passwords agree', () => {
    let state = run(
      { ...start, fullName: 'Mai', password: goodPassword },
      { type: 'change', field: 'confirmPassword', value: 'stay-vn' },
      { type: 'blur', field: 'confirmPassword' },
    );
    expect(visibleErrors(signUpSchema, state)).toEqual({ confirmPassword: 'msg_password_mismatch' });
    // Correcting the first password clears the error shown on the second.
    state = formReducer(state, { type: 'change', field: 'password', value: 'stay-vn' });
    expect(visibleErrors(signUpSchema, state)).toEqual({});
  });

  it('shows the password format rule for a weak password', () => {
    const state = run(
      { ...start, password: 'password' },
      { type: 'blur', field: 'password' },
      { type: 'blur', field: 'fullName' },
    );
    expect(visibleErrors(signUpSchema, state)).toEqual({
      password: 'msg_password_format',
      fullName: 'err_fullname',
    });
  });
});

describe('reset-password form', () => {
  it('is disabled while either password is empty or in error', () => {
    const state = (password: string, confirmPassword: string) =>
      run({ verifyKey: 'k', password, confirmPassword });
    expect(canSubmit(resetPasswordSchema, state('', ''))).toBe(false);
    expect(canSubmit(resetPasswordSchema, state(goodPassword, ''))).toBe(false);
    expect(canSubmit(resetPasswordSchema, state('short1!', 'short1!'))).toBe(false);
    expect(canSubmit(resetPasswordSchema, state(goodPassword, goodPassword))).toBe(true);
  });
});

describe('service errors', () => {
  const filled = { currentPassword: 'old-pass1', password: goodPassword, confirmPassword: goodPassword };

  it('show under their field, block the submit, and clear when that field is edited', () => {
    let state = run(filled, {
      type: 'server-errors',
      details: [
        { field: 'currentPassword', code: 'msg_current_password_incorrect', message: 'x' },
        { field: 'unknownField', code: 'err_required', message: 'x' },
      ],
    });
    expect(visibleErrors(changePasswordSchema, state)).toEqual({
      currentPassword: 'msg_current_password_incorrect',
    });
    expect(canSubmit(changePasswordSchema, state)).toBe(false);
    // Editing another field leaves it.
    state = formReducer(state, { type: 'change', field: 'confirmPassword', value: goodPassword });
    expect(canSubmit(changePasswordSchema, state)).toBe(false);
    state = formReducer(state, { type: 'change', field: 'currentPassword', value: 'old-pass2' });
    expect(visibleErrors(changePasswordSchema, state)).toEqual({});
    expect(canSubmit(changePasswordSchema, state)).toBe(true);
  });

  it('a new password equal to the current one is an error on the new password', () => {
    const state = run(
      { currentPassword: goodPassword, password: goodPassword, confirmPassword: goodPassword },
      { type: 'blur', field: 'password' },
    );
    expect(visibleErrors(changePasswordSchema, state)).toEqual({ password: 'msg_password_same_as_current' });
  });

  it('reset starts over', () => {
    const state = run(
      filled,
      { type: 'blur', field: 'password' },
      { type: 'reset', values: { currentPassword: '', password: '', confirmPassword: '' } },
    );
    expect(state).toEqual(initialFormState({ currentPassword: '', password: '', confirmPassword: '' }));
  });
});
