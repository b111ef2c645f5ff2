import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  escapeHtml,
  listen,
  readBody,
  redirect,
  refuseInProduction,
  send,
  testPage,
  type RunningServer,
} from './http.js';

/*
 * A local stand-in of the parts of Stripe the booking service uses (development and tests only):
 * Checkout Sessions (create, retrieve) and Refunds, as the `stripe` client calls them when its
 * host, port and protocol point here, and a "test payment" page that sends a correctly signed
 * webhook (Stripe's own generateTestHeaderString with the webhook secret) before returning the
 * guest to the success address.
 */

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
}

export interface StripeStandInOptions {
  port?: number;
  host?: string;
  /** The secret key the client must send (any when undefined). */
  secretKey?: string;
  webhookSecret: string;
  /** Where webhooks go; or `deliver` to hand them over some other way (tests). */
  webhookUrl?: string;
  deliver?: (payload: string, signature: string) => Promise<void>;
  /** The address browsers reach the stand-in at, when not its own `url`. */
  publicUrl?: string;
}

export interface StripeStandIn extends RunningServer {
  sessions: Map<string, StandInSession>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** The next `count` refund calls are refused (to test the retry job). */
  failNextRefunds(count: number): void;
  /** As the test page's "Pay" does: marks the session paid and delivers checkout.session.completed. */
  pay(sessionId: string): Promise<StandInSession>;
  /** Signs and delivers an event about `object`; returns the event's JSON. */
  sendEvent(type: string, object: object, eventId?: string): Promise<string>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) into a flat map of bracketed names. */
function formFields(body: string): Map<string, string> {
  return new Map(new URLSearchParams(body));
}

function stripeError(status: number, message: string, param?: string) {
  return { status, body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } } };
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  refuseInProduction('The Stripe stand-in');
  const sessions = new Map<string, StandInSession>();
  const refunds: StripeStandIn['refunds'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const signer = new Stripe(options.secretKey ?? 'sk_test_stand_in');
  let refundFailures = 0;
  let publicUrl = options.publicUrl ?? '';

  async function sendEvent(type: string, object: object, eventId = id('evt')): Promise<string> {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    if (options.deliver) await options.deliver(payload, signature);
    else if (options.webhookUrl) {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
    }
    return payload;
  }

  async function pay(sessionId: string): Promise<StandInSession> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = id('pi');
    }
    await sendEvent('checkout.session.completed', session);
    return session;
  }

  function createSession(fields: Map<string, string>) {
    const amount = Number(fields.get('line_items[0][price_data][unit_amount]'));
    const quantity = Number(fields.get('line_items[0][quantity]') ?? '1');
    const currency = fields.get('line_items[0][price_data][currency]') ?? '';
    const expiresAt = Number(fields.get('expires_at') ?? Math.floor(Date.now() / 1000) + 86_400);
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (fields.get('mode') !== 'payment') return stripeError(400, 'mode must be payment', 'mode');
    if (!Number.isInteger(amount) || amount <= 0) return stripeError(400, 'Invalid amount', 'line_items');
    if (!fields.get('success_url')) return stripeError(400, 'Missing success_url', 'success_url');
    // Stripe's own limits: between 30 minutes and 24 hours from now.
    if (expiresAt < nowSeconds + 30 * 60 - 5 || expiresAt > nowSeconds + 24 * 3600)
      return stripeError(400, 'expires_at must be between 30 minutes and 24 hours from now', 'expires_at');
    const metadata: Record<string, string> = {};
    for (const [key, value] of fields) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const sessionId = id('cs');
    const session: StandInSession = {
      id: sessionId,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: amount * quantity,
      currency,
      metadata,
      client_reference_id: fields.get('client_reference_id') ?? null,
      customer_email: fields.get('customer_email') ?? null,
      expires_at: expiresAt,
      success_url: fields.get('success_url')!,
      cancel_url: fields.get('cancel_url') ?? fields.get('success_url')!,
      url: `${publicUrl}/pay/${sessionId}`,
      livemode: false,
    };
    sessions.set(sessionId, session);
    return { status: 200, body: session };
  }

  function createRefund(fields: Map<string, string>) {
    if (refundFailures > 0) {
      refundFailures -= 1;
      return stripeError(400, 'Stand-in: this refund is refused (a simulated failure)');
    }
    const paymentIntent = fields.get('payment_intent');
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
    if (!session || !paymentIntent) return stripeError(404, 'No such payment_intent', 'payment_intent');
    const refunded = refunds
      .filter((refund) => refund.payment_intent === paymentIntent)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = Number(fields.get('amount') ?? session.amount_total - refunded);
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > session.amount_total)
      return stripeError(400, 'Refund amount is greater than what is left to refund', 'amount');
    const refund = { id: id('re'), payment_intent: paymentIntent, amount };
    refunds.push(refund);
    // As Stripe does, the charge's refund is announced by a webhook too.
    void sendEvent('charge.refunded', {
      id: `ch_${paymentIntent.slice(3)}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount: session.amount_total,
      amount_refunded: refunded + amount,
      currency: session.currency,
    }).catch(() => {});
    return {
      status: 200,
      body: { ...refund, object: 'refund', status: 'succeeded', currency: session.currency, charge: null },
    };
  }

  const running = await listen(
    async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      // For whatever waits for the stand-in to answer (npm start, the e2e run).
      if (path === '/health') return send(response, 200, { ok: true });
      if (path.startsWith('/v1/')) {
        if (options.secretKey && request.headers.authorization !== `Bearer ${options.secretKey}`)
          return send(response, 401, {
            error: { type: 'invalid_request_error', message: 'Invalid API key' },
          });
        const body = await readBody(request);
        const key = request.headers['idempotency-key'];
        const cacheKey = typeof key === 'string' ? `${request.method} ${path} ${key}` : undefined;
        const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
        if (cached) return send(response, cached.status, cached.body);
        let result: { status: number; body: unknown };
        const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
        if (request.method === 'POST' && path === '/v1/checkout/sessions')
          result = createSession(formFields(body));
        else if (request.method === 'GET' && sessionMatch) {
          const session = sessions.get(sessionMatch[1]!);
          result = session ? { status: 200, body: session } : stripeError(404, 'No such checkout.session');
        } else if (request.method === 'POST' && path === '/v1/refunds')
          result = createRefund(formFields(body));
        else result = stripeError(404, `The stand-in does not serve ${request.method} ${path}`);
        // Stripe keeps the answer of a key that reached the endpoint; a refused refund is tried anew.
        if (cacheKey && result.status === 200) idempotent.set(cacheKey, result);
        return send(response, result.status, result.body);
      }
      const pageMatch = /^\/pay\/([\w]+)(\/complete|\/cancel)?$/.exec(path);
      const session = pageMatch ? sessions.get(pageMatch[1]!) : undefined;
      if (!pageMatch || !session) return send(response, 404, testPage('Stripe', 'No such payment', ''));
      if (request.method === 'GET' && !pageMatch[2]) {
        const amount = `${session.amount_total.toLocaleString('en-US')} ${session.currency.toUpperCase()}`;
        return send(
          response,
          200,
          testPage(
            'Stripe Checkout',
            `Pay ${amount}`,
            `<p>Booking ${escapeHtml(session.client_reference_id ?? '')}</p>
<p>Expires at ${new Date(session.expires_at * 1000).toISOString()}</p>
${
  session.status === 'open'
    ? `<form method="post" action="/pay/${session.id}/complete"><button class="pay" type="submit">Pay ${escapeHtml(amount)} (test)</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel and go back</button></form>`
    : `<p>This session is ${session.status}.</p>`
}`,
          ),
        );
      }
      if (request.method === 'POST' && pageMatch[2] === '/complete') {
        if (session.status === 'expired' || session.expires_at * 1000 < Date.now())
          return send(response, 410, testPage('Stripe', 'This payment page has expired', ''));
        await pay(session.id);
        return redirect(response, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      }
      if (request.method === 'POST' && pageMatch[2] === '/cancel')
        return redirect(response, session.cancel_url);
      return send(response, 405, testPage('Stripe', 'Method not allowed', ''));
    },
    options.port ?? 0,
    options.host ?? '127.0.0.1',
  );
  publicUrl ||= running.url;
  return {
    ...running,
    sessions,
    refunds,
    failNextRefunds: (count) => {
      refundFailures = count;
    },
    pay,
    sendEvent,
  };
}
