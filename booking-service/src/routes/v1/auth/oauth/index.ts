import { timingSafeEqual } from 'node:crypto';
import {
  authErrorCodes,
  errorEnvelopeSchema,
  isLanguage,
  oauthProviderSchema,
  oauthStartQuerySchema,
  returnToSchema,
  socialLoginOutcomes,
  type Language,
  type OAuthProvider,
} from '@stayvn/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../../../config/env.js';
import { z } from 'zod';
import { authorizeUrl, fetchSocialProfile, oauthProviderConfig } from '../../../../accounts/oauth.js';
import { setRefreshCookie } from '../../../../accounts/refresh-cookie.js';
import { pkceChallenge, randomSecret } from '../../../../accounts/secrets.js';
import { AppError } from '../../../../errors/app-error.js';

const stateCookie = 'stayvn_oauth';
const stateCookiePath = '/v1/auth/oauth';
/** Time a person has at the provider between start and callback. */
const stateLifetimeSeconds = 10 * 60;

/** What the start leaves for its callback, in a signed, HttpOnly, 10-minute cookie. */
const pendingLoginSchema = z.object({
  provider: oauthProviderSchema,
  state: z.string().min(1),
  verifier: z.string().min(43).max(128),
  language: z.string(),
  returnTo: returnToSchema,
  expiresAt: z.number(),
});
type PendingLogin = z.infer<typeof pendingLoginSchema>;

const providerParams = z.object({ provider: oauthProviderSchema });

// The provider sends `error` instead of `code` when the person cancels; anything else is ignored.
const callbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const redirectUri = (config: Env, provider: OAuthProvider) =>
  `${config.PUBLIC_URL}/v1/auth/oauth/${provider}/callback`;

function backToWeb(reply: FastifyReply, config: Env, language: Language, returnTo: string, outcome: string) {
  const target = new URL(`${config.WEB_URL}/${language}${returnTo}`);
  target.searchParams.set('login', outcome);
  return reply.redirect(target.toString(), 302);
}

function readPendingLogin(request: FastifyRequest): PendingLogin | undefined {
  const raw = request.cookies[stateCookie];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const parsed = pendingLoginSchema.safeParse(
      JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `GET /:provider/start`: leaves the pending login in a cookie and sends the person to the provider. */
function startRoute(app: FastifyInstance) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const { config } = fastify;
  const secure = config.NODE_ENV === 'production';
  fastify.get(
    '/:provider/start',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Starts a social login: 302 to the provider (authorization code with PKCE and state)',
        params: providerParams,
        querystring: oauthStartQuerySchema,
        response: {
          302: z.null().describe('To the provider'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const settings = oauthProviderConfig(config, provider);
      if (!settings) {
        throw new AppError(
          404,
          authErrorCodes.providerNotConfigured,
          `Login with ${provider} is not available`,
        );
      }
      const pending: PendingLogin = {
        provider,
        state: randomSecret(),
        verifier: randomSecret(),
        language: request.query.language,
        returnTo: request.query.returnTo,
        expiresAt: Math.floor(Date.now() / 1000) + stateLifetimeSeconds,
      };
      reply.setCookie(stateCookie, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
        path: stateCookiePath,
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level GET, which Lax cookies go along with.
        sameSite: 'lax',
        secure,
        signed: true,
        maxAge: stateLifetimeSeconds,
      });
      return reply.redirect(
        authorizeUrl(settings, {
          redirectUri: redirectUri(config, provider),
          state: pending.state,
          codeChallenge: pkceChallenge(pending.verifier),
        }),
        302,
      );
    },
  );
}

/** What the exchange needs of a callback, or why the callback cannot go on to it. */
function checkCallback(
  pending: PendingLogin | undefined,
  provider: OAuthProvider,
  { code, state, error }: z.infer<typeof callbackQuerySchema>,
): { code: string; verifier: string } | { problem: string } {
  if (!pending) return { problem: 'no pending login (cookie missing, tampered or from another browser)' };
  if (pending.provider !== provider) return { problem: 'provider mismatch' };
  if (pending.expiresAt <= Math.floor(Date.now() / 1000)) return { problem: 'pending login expired' };
  if (error) return { problem: `provider error: ${error}` };
  if (!state || !sameText(state, pending.state)) return { problem: 'state mismatch' };
  if (!code) return { problem: 'no authorization code' };
  return { code, verifier: pending.verifier };
}

/** `GET /:provider/callback`: the code exchanged for a profile, then signed in, back to the web. */
function callbackRoute(app: FastifyInstance) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const { config } = fastify;
  const secure = config.NODE_ENV === 'production';
  fastify.get(
    '/:provider/callback',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Where the provider sends the person back: sets the refresh cookie and redirects to the web with ?login=social, or ?login=social-failed',
        params: providerParams,
        querystring: callbackQuerySchema,
        response: { 302: z.null().describe('Back to the web site'), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const pending = readPendingLogin(request);
      reply.clearCookie(stateCookie, { path: stateCookiePath, httpOnly: true, sameSite: 'lax', secure });
      const language: Language = pending && isLanguage(pending.language) ? pending.language : 'en';
      const returnTo = pending?.returnTo ?? '/';
      const fail = (reason: string) => {
        request.log.info({ provider, reason }, 'social login failed');
        return backToWeb(reply, config, language, returnTo, socialLoginOutcomes.failure);
      };

      const settings = oauthProviderConfig(config, provider);
      if (!settings) return fail('provider not configured');
      const checked = checkCallback(pending, provider, request.query);
      if ('problem' in checked) return fail(checked.problem);

      let issued;
      try {
        const profile = await fetchSocialProfile(settings, {
          code: checked.code,
          codeVerifier: checked.verifier,
          redirectUri: redirectUri(config, provider),
        });
        issued = await fastify.accountsService.socialLogin(profile);
      } catch (caught) {
        request.log.warn({ err: caught, provider }, 'social login: provider exchange failed');
        return fail('provider exchange failed');
      }
      if (!issued) return fail('no verified e-mail');
      setRefreshCookie(reply, issued);
      return backToWeb(reply, config, language, returnTo, socialLoginOutcomes.success);
    },
  );
}

const plugin: FastifyPluginAsyncZod = async (fastify) => {
  startRoute(fastify);
  callbackRoute(fastify);
};

export default plugin;
