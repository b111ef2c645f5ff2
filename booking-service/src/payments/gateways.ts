import { createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { HashAlgorithm, ignoreLogger, ProductCode, VNPay, VnpLocale } from 'vnpay';

/*
 * The two providers behind small interfaces, so the payment rules (payments-service.ts) do not
 * depend on a library's shapes and tests can make a provider fail. Each talks to the real
 * provider, or to the local stand-in (dev/stand-ins/) when its address points there.
 */

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A stand-in's address; the real API when undefined. */
  apiUrl?: string | undefined;
}

export interface CheckoutRequest {
  paymentId: string;
  bookingId: string;
  bookingNumber: string;
  amountVnd: number;
  productName: string;
  email: string | null;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  locale: 'en' | 'ja' | 'vi';
}

export interface StripeGateway {
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Refunds `amount` of a PaymentIntent; the same key never refunds twice. */
  refund(
    paymentIntent: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<{ id: string; status: string }>;
  /** The event, when `signature` signs `rawBody` with the webhook secret; throws otherwise. */
  constructEvent(rawBody: Buffer, signature: string): unknown;
}

export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                // VND is a zero-decimal currency for Stripe: the amount is in dong.
                currency: 'vnd',
                unit_amount: request.amountVnd,
                product_data: { name: request.productName },
              },
            },
          ],
          client_reference_id: request.bookingNumber,
          metadata: {
            booking_id: request.bookingId,
            booking_number: request.bookingNumber,
            payment_id: request.paymentId,
          },
          payment_intent_data: {
            metadata: { booking_id: request.bookingId, payment_id: request.paymentId },
          },
          ...(request.email ? { customer_email: request.email } : {}),
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          locale: request.locale,
        },
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    async refund(paymentIntent, amount, idempotencyKey) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount },
        { idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    },

    constructEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}

export interface VnpaySettings {
  tmnCode: string;
  hashSecret: string;
  url: string;
}

export interface VnpayPaymentRequest {
  txnRef: string;
  amountVnd: number;
  orderInfo: string;
  ipAddress: string;
  returnUrl: string;
  language: 'vn' | 'en';
  createdAt: Date;
  expiresAt: Date;
}

export interface VnpayRefundRequest {
  txnRef: string;
  transactionNo: string;
  amountVnd: number;
  full: boolean;
  paymentCreatedAt: Date;
  requestId: string;
  orderInfo: string;
}

export interface VnpayGateway {
  paymentUrl(request: VnpayPaymentRequest): string;
  /** Whether the query carries VNPay's valid HMAC-SHA512 over its other vnp_ fields. */
  verify(query: Record<string, string>): boolean;
  refund(request: VnpayRefundRequest): Promise<{ ok: boolean; code: string; message: string }>;
}

/** `yyyyMMddHHmmss` in Vietnam time (UTC+7), as VNPay's dates are written. */
export function vnpayDate(date: Date): number {
  return Number(new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace(/[-T:]/g, ''));
}

/**
 * VNPay's signature, as VNPay and the `vnpay` library compute it: HMAC-SHA512 of the non-empty
 * fields other than the hash itself, sorted by name and form-encoded (`+` for spaces).
 */
export function vnpaySignature(params: Record<string, string>, secret: string): string {
  const data = new URLSearchParams();
  for (const key of Object.keys(params).sort())
    if (key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType' && params[key] !== '')
      data.append(key, params[key]!);
  return createHmac('sha512', secret).update(Buffer.from(data.toString(), 'utf8')).digest('hex');
}

export function createVnpayGateway(settings: VnpaySettings): VnpayGateway {
  const vnpay = new VNPay({
    tmnCode: settings.tmnCode,
    secureSecret: settings.hashSecret,
    vnpayHost: settings.url,
    queryDrAndRefundHost: settings.url,
    hashAlgorithm: HashAlgorithm.SHA512,
    enableLog: false,
    loggerFn: ignoreLogger,
  });
  return {
    paymentUrl(request) {
      return vnpay.buildPaymentUrl({
        // The library multiplies by 100, as VNPay wants the amount.
        vnp_Amount: request.amountVnd,
        vnp_IpAddr: request.ipAddress,
        vnp_ReturnUrl: request.returnUrl,
        vnp_TxnRef: request.txnRef,
        vnp_OrderInfo: request.orderInfo,
        vnp_OrderType: ProductCode.Other,
        vnp_Locale: request.language === 'vn' ? VnpLocale.VN : VnpLocale.EN,
        vnp_CreateDate: vnpayDate(request.createdAt),
        vnp_ExpireDate: vnpayDate(request.expiresAt),
      });
    },

    verify(query) {
      const received = query.vnp_SecureHash;
      if (!received || !/^[0-9a-fA-F]{128}$/.test(received)) return false;
      const expected = Buffer.from(vnpaySignature(query, settings.hashSecret), 'hex');
      return timingSafeEqual(expected, Buffer.from(received, 'hex'));
    },

    async refund(request) {
      const result = await vnpay.refund({
        vnp_Amount: request.amountVnd,
        vnp_CreateBy: 'stayvn',
        vnp_CreateDate: vnpayDate(new Date()),
        vnp_IpAddr: '127.0.0.1',
        vnp_OrderInfo: request.orderInfo,
        vnp_RequestId: request.requestId,
        vnp_TransactionDate: vnpayDate(request.paymentCreatedAt),
        vnp_TransactionNo: Number(request.transactionNo),
        vnp_TransactionType: request.full ? '02' : '03',
        vnp_TxnRef: request.txnRef,
      } as Parameters<VNPay['refund']>[0]);
      return {
        ok: result.isVerified && result.isSuccess,
        code: String(result.vnp_ResponseCode ?? ''),
        message: result.isVerified ? String(result.message ?? '') : 'response signature invalid',
      };
    },
  };
}
