import { describe, expect, it } from 'vitest';
import { buildAccounts, newEmail } from '../../../helpers/accounts.js';
import { cheapCaptchaEnv } from '../../../helpers/captcha.js';
import { multipartBody } from '../../../helpers/forms.js';

const { app } = await buildAccounts({ ...cheapCaptchaEnv, FORM_RATE_LIMIT_PER_IP: '2' });

describe('the forms with images, per client address', () => {
  it('answers 429 to the third request from one address, before reading the body; another address goes on', async () => {
    const body = multipartBody({ language: 'en', email: newEmail() });
    const post = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/v1/owner-submissions', ...body, remoteAddress });
    expect((await post('10.50.0.1')).statusCode).toBe(400);
    expect((await post('10.50.0.1')).statusCode).toBe(400);
    const third = await post('10.50.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('too_many_requests');
    expect((await post('10.50.0.2')).statusCode).toBe(400);
    // Each form counts on its own.
    const issue = await app.inject({
      method: 'POST',
      url: '/v1/help-issues',
      ...body,
      remoteAddress: '10.50.0.1',
    });
    expect(issue.statusCode).toBe(400);
  });
});
