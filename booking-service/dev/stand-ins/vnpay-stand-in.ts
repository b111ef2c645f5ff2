import { createHmac, randomInt } from 'node:crypto';
import { vnpayDate, vnpaySignature } from '../../src/payments/gateways.js';
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
 * A local stand-in of VNPay's payment gateway (development and tests only): its payment page
 * (`/paymentv2/vpcpay.html`, whose signed address the `vnpay` library builds) checks the
 * signature and shows a "test payment" page; paying sends the signed IPN to the booking service
 * and then returns the guest to vnp_ReturnUrl with the same signed result. It also answers the
 * refund call (`/merchant_webapi/api/transaction`).
 */

export interface VnpayStandInOptions {
  port?: number;
  host?: string;
  tmnCode: string;
  hashSecret: string;
  /** VNPay's IPN address is set in its merchant portal, not in the payment address. */
  ipnUrl?: string;
  /** Hands the signed IPN query over some other way (tests). */
  deliverIpn?: (query: string) => Promise<void>;
}

export interface VnpayStandIn extends RunningServer {
  refunds: Record<string, unknown>[];
  failNextRefunds(count: number): void;
  /** The signed result VNPay would send for a payment address (`paid` false: the guest cancelled). */
  resultFor(paymentUrl: string, paid?: boolean): URLSearchParams;
  /** As the test page's "Pay": the signed IPN is delivered; returns the signed result. */
  pay(paymentUrl: string, paid?: boolean): Promise<URLSearchParams>;
}

const hmac = (secret: string, data: string) =>
  createHmac('sha512', secret).update(data, 'utf8').digest('hex');

export async function startVnpayStandIn(options: VnpayStandInOptions): Promise<VnpayStandIn> {
  refuseInProduction('The VNPay stand-in');
  const refunds: Record<string, unknown>[] = [];
  let refundFailures = 0;

  function verified(params: URLSearchParams): Record<string, string> | undefined {
    const values = Object.fromEntries(params);
    if (values.vnp_TmnCode !== options.tmnCode) return undefined;
    return values.vnp_SecureHash === vnpaySignature(values, options.hashSecret) ? values : undefined;
  }

  function resultFor(paymentUrl: string, paid = true): URLSearchParams {
    const request = Object.fromEntries(new URL(paymentUrl).searchParams);
    const result: Record<string, string> = {
      vnp_Amount: request.vnp_Amount ?? '0',
      vnp_BankCode: 'NCB',
      vnp_CardType: 'QRCODE',
      vnp_OrderInfo: request.vnp_OrderInfo ?? '',
      vnp_PayDate: String(vnpayDate(new Date())),
      vnp_ResponseCode: paid ? '00' : '24',
      vnp_TmnCode: options.tmnCode,
      vnp_TransactionNo: String(randomInt(10_000_000, 99_999_999)),
      vnp_TransactionStatus: paid ? '00' : '02',
      vnp_TxnRef: request.vnp_TxnRef ?? '',
    };
    if (paid) result.vnp_BankTranNo = `VNP${result.vnp_TransactionNo}`;
    const params = new URLSearchParams(result);
    params.append('vnp_SecureHash', vnpaySignature(result, options.hashSecret));
    return params;
  }

  async function deliver(query: URLSearchParams) {
    if (options.deliverIpn) return options.deliverIpn(query.toString());
    if (!options.ipnUrl) return;
    const response = await fetch(`${options.ipnUrl}?${query.toString()}`);
    if (!response.ok) throw new Error(`the IPN answered ${response.status}`);
  }

  async function pay(paymentUrl: string, paid = true) {
    const result = resultFor(paymentUrl, paid);
    await deliver(result);
    return result;
  }

  /** The refund call, hashed and answered as the `vnpay` library checks it. */
  function refund(body: Record<string, string | number>) {
    const field = (name: string) => (body[name] === undefined ? '' : String(body[name]));
    const requestHash = hmac(
      options.hashSecret,
      [
        'vnp_RequestId',
        'vnp_Version',
        'vnp_Command',
        'vnp_TmnCode',
        'vnp_TransactionType',
        'vnp_TxnRef',
        'vnp_Amount',
        'vnp_TransactionNo',
        'vnp_TransactionDate',
        'vnp_CreateBy',
        'vnp_CreateDate',
        'vnp_IpAddr',
        'vnp_OrderInfo',
      ]
        .map(field)
        .join('|'),
    );
    let code = '00';
    if (requestHash !== field('vnp_SecureHash')) code = '97';
    else if (refundFailures > 0) {
      refundFailures -= 1;
      code = '99';
    } else refunds.push(body);
    const answer: Record<string, string | number> = {
      vnp_ResponseId: String(randomInt(1e9, 9e9)),
      vnp_Command: 'refund',
      vnp_ResponseCode: code,
      vnp_Message: code === '00' ? 'Refund success' : 'Refund refused (stand-in)',
      vnp_TmnCode: options.tmnCode,
      vnp_TxnRef: field('vnp_TxnRef'),
      vnp_Amount: Number(field('vnp_Amount')),
      vnp_BankCode: 'NCB',
      vnp_PayDate: String(vnpayDate(new Date())),
      vnp_TransactionNo: field('vnp_TransactionNo'),
      vnp_TransactionType: field('vnp_TransactionType'),
      vnp_TransactionStatus: code === '00' ? '05' : '',
      vnp_OrderInfo: field('vnp_OrderInfo'),
    };
    // The library divides the amount by 100 before it checks the answer's hash.
    answer.vnp_SecureHash = hmac(
      options.hashSecret,
      [
        answer.vnp_ResponseId,
        answer.vnp_Command,
        answer.vnp_ResponseCode,
        answer.vnp_Message,
        answer.vnp_TmnCode,
        answer.vnp_TxnRef,
        Number(answer.vnp_Amount) / 100,
        answer.vnp_BankCode,
        answer.vnp_PayDate,
        answer.vnp_TransactionNo,
        answer.vnp_TransactionType,
        answer.vnp_TransactionStatus,
        answer.vnp_OrderInfo,
      ]
        .map(String)
        .join('|'),
    );
    return answer;
  }

  const running = await listen(
    async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname === '/health') return send(response, 200, { ok: true });
      if (url.pathname === '/paymentv2/vpcpay.html' && request.method === 'GET') {
        const values = verified(url.searchParams);
        if (!values)
          return send(
            response,
            400,
            testPage('VNPay', 'Invalid signature', '<p>Sai chữ ký (invalid signature).</p>'),
          );
        const amount = `${(Number(values.vnp_Amount) / 100).toLocaleString('en-US')} VND`;
        const expire = values.vnp_ExpireDate ?? '';
        const hidden = `<input type="hidden" name="payment" value="${escapeHtml(url.toString())}">`;
        return send(
          response,
          200,
          testPage(
            'VNPay QR',
            `Pay ${amount}`,
            `<p>${escapeHtml(values.vnp_OrderInfo ?? '')}</p><p>Expires ${escapeHtml(expire)} (Vietnam time)</p>
<form method="post" action="/paymentv2/pay">${hidden}<input type="hidden" name="paid" value="1"><button class="pay" type="submit">Pay ${escapeHtml(amount)} (test)</button></form>
<form method="post" action="/paymentv2/pay">${hidden}<input type="hidden" name="paid" value="0"><button type="submit">Cancel the payment</button></form>`,
          ),
        );
      }
      if (url.pathname === '/paymentv2/pay' && request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        const paymentUrl = form.get('payment') ?? '';
        const values = paymentUrl ? verified(new URL(paymentUrl).searchParams) : undefined;
        if (!values?.vnp_ReturnUrl) return send(response, 400, testPage('VNPay', 'Invalid payment', ''));
        const result = await pay(paymentUrl, form.get('paid') === '1');
        const back = new URL(values.vnp_ReturnUrl);
        for (const [key, value] of result) back.searchParams.append(key, value);
        return redirect(response, back.toString());
      }
      if (url.pathname === '/merchant_webapi/api/transaction' && request.method === 'POST') {
        const body = JSON.parse(await readBody(request)) as Record<string, string | number>;
        if (body.vnp_Command !== 'refund') return send(response, 400, { vnp_ResponseCode: '99' });
        return send(response, 200, refund(body));
      }
      return send(response, 404, testPage('VNPay', 'Not found', ''));
    },
    options.port ?? 0,
    options.host ?? '127.0.0.1',
  );
  return {
    ...running,
    refunds,
    failNextRefunds: (count) => {
      refundFailures = count;
    },
    resultFor,
    pay,
  };
}
