import { cancellationPolicy, formatMoney, type Language } from '@stayvn/shared';
import { brand, escapeHtml, render, type MailContent, type Wording } from './layout.js';

/** What the confirmation mail says about a booking, in the guest's language. */
export interface BookingConfirmedMail {
  kind: 'booking-confirmed';
  /** The booking's confirmation page on the web, in the guest's language. */
  link: string;
  number: string;
  fullName: string;
  propertyName: string;
  address: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  vatRate: number;
  serviceChargeRate: number;
  exchangeRate: number;
  usd: { nightlyRate: number; rent: number; charges: number; vat: number; total: number };
  vnd: { nightlyRate: number; rent: number; charges: number; vat: number; total: number };
  /** The nights grouped by price (seasonal rates), each with its holiday's name or as weekend. */
  rates?: { nights: number; usd: number; vnd: number; weekend: boolean; holiday: string | null }[];
  /** ISO instant of the cancellation cut-off. */
  cutOff: string;
}

interface BookingWording {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  intro: string;
  number: string;
  property: string;
  stay: (checkIn: string, checkOut: string, nights: number) => string;
  nightly: string;
  /** A group of nights at one price: "3 nights, Tết". */
  nightsAt: (nights: number, label: string | null) => string;
  weekend: string;
  rent: string;
  charges: (rate: number) => string;
  vat: (rate: number) => string;
  total: string;
  rate: (rate: string) => string;
  policyTitle: string;
  policy: (cutOff: string) => string[];
  button: string;
  attachment: string;
  signature: string;
}

const wordings: Record<Language, BookingWording> = {
  en: {
    subject: (number) => `Your StayVN booking ${number} is confirmed`,
    greeting: (name) => `Dear ${name},`,
    intro: 'We have received your payment and your stay is confirmed.',
    number: 'Booking number',
    property: 'Apartment',
    stay: (checkIn, checkOut, nights) =>
      `${checkIn} (check-in from 14:00) to ${checkOut} (check-out by 12:00), ${nights} night${nights === 1 ? '' : 's'}`,
    nightly: 'Nightly rate',
    nightsAt: (nights, label) =>
      `Nightly rate, ${nights} night${nights === 1 ? '' : 's'}${label ? `, ${label}` : ''}`,
    weekend: 'weekend',
    rent: 'Rent',
    charges: (rate) => `Service charge (${rate}%)`,
    vat: (rate) => `VAT (${rate}%)`,
    total: 'Total paid',
    rate: (rate) => `Exchange rate: 1 USD = ${rate} VND`,
    policyTitle: 'Cancellation policy',
    policy: (cutOff) => [
      `Cancelled before ${cutOff} (Vietnam time): 50% of the stay is charged.`,
      'Cancelled after that, or no-show: 100% is charged.',
      `Refunds reach you within up to ${cancellationPolicy.refundWorkingDays} working days.`,
    ],
    button: 'See my booking',
    attachment: 'The attached calendar file adds the stay to your calendar.',
    signature: 'The StayVN team',
  },
  jp: {
    subject: (number) => `【StayVN】ご予約 ${number} が確定しました`,
    greeting: (name) => `${name} 様`,
    intro: 'お支払いを確認し、ご滞在の予約が確定しました。',
    number: '予約番号',
    property: '物件',
    stay: (checkIn, checkOut, nights) =>
      `${checkIn}（14:00以降チェックイン）〜 ${checkOut}（12:00までにチェックアウト）、${nights}泊`,
    nightly: '1泊料金',
    nightsAt: (nights, label) => `${nights}泊${label ? `（${label}）` : ''}の1泊料金`,
    weekend: '週末',
    rent: '宿泊料金',
    charges: (rate) => `サービス料（${rate}%）`,
    vat: (rate) => `付加価値税（${rate}%）`,
    total: 'お支払い合計',
    rate: (rate) => `為替レート：1 USD = ${rate} VND`,
    policyTitle: 'キャンセルポリシー',
    policy: (cutOff) => [
      `${cutOff}（ベトナム時間）より前のキャンセル：滞在料金の50%を申し受けます。`,
      'それ以降のキャンセルまたは不泊：100%を申し受けます。',
      `返金は最大${cancellationPolicy.refundWorkingDays}営業日以内に行われます。`,
    ],
    button: '予約を確認する',
    attachment: '添付のカレンダーファイルでご滞在をカレンダーに追加できます。',
    signature: 'StayVN サポートチーム',
  },
  vi: {
    subject: (number) => `[StayVN] Đặt phòng ${number} đã được xác nhận`,
    greeting: (name) => `Kính gửi ${name},`,
    intro: 'Chúng tôi đã nhận được thanh toán và kỳ lưu trú của bạn đã được xác nhận.',
    number: 'Mã đặt phòng',
    property: 'Căn hộ',
    stay: (checkIn, checkOut, nights) =>
      `${checkIn} (nhận phòng từ 14:00) đến ${checkOut} (trả phòng trước 12:00), ${nights} đêm`,
    nightly: 'Giá mỗi đêm',
    nightsAt: (nights, label) => `Giá mỗi đêm, ${nights} đêm${label ? `, ${label}` : ''}`,
    weekend: 'cuối tuần',
    rent: 'Tiền phòng',
    charges: (rate) => `Phí dịch vụ (${rate}%)`,
    vat: (rate) => `Thuế GTGT (${rate}%)`,
    total: 'Tổng đã thanh toán',
    rate: (rate) => `Tỷ giá: 1 USD = ${rate} VND`,
    policyTitle: 'Chính sách hủy phòng',
    policy: (cutOff) => [
      `Hủy trước ${cutOff} (giờ Việt Nam): tính phí 50% kỳ lưu trú.`,
      'Hủy sau thời điểm đó hoặc không đến: tính phí 100%.',
      `Tiền hoàn trả sẽ được chuyển trong tối đa ${cancellationPolicy.refundWorkingDays} ngày làm việc.`,
    ],
    button: 'Xem đặt phòng',
    attachment: 'Tệp lịch đính kèm giúp bạn thêm kỳ lưu trú vào lịch.',
    signature: 'Đội ngũ StayVN',
  },
};

/** `2026-12-08 14:00`: the cut-off in Vietnam time, the same in every language. */
function vietnamTime(iso: string): string {
  return new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** One nightly-rate row, or one per price when the nights were priced apart (seasonal rates). */
function nightlyRows(w: BookingWording, mail: BookingConfirmedMail): [string, string][] {
  const amount = (usd: number, vnd: number) =>
    `${formatMoney({ amount: usd, currency: 'USD' })} (${formatMoney({ amount: vnd, currency: 'VND' })})`;
  if (!mail.rates || mail.rates.length < 2)
    return [[w.nightly, amount(mail.usd.nightlyRate, mail.vnd.nightlyRate)]];
  return mail.rates.map((line) => [
    w.nightsAt(line.nights, line.holiday ?? (line.weekend ? w.weekend : null)),
    amount(line.usd, line.vnd),
  ]);
}

export function renderBookingConfirmed(language: Language, mail: BookingConfirmedMail): MailContent {
  const w = wordings[language];
  const both = (line: keyof BookingConfirmedMail['usd']) =>
    `${formatMoney({ amount: mail.usd[line], currency: 'USD' })} (${formatMoney({ amount: mail.vnd[line], currency: 'VND' })})`;
  const rows: [string, string][] = [
    [w.number, mail.number],
    [w.property, [mail.propertyName, mail.address].filter(Boolean).join(', ')],
    ['', w.stay(mail.checkIn, mail.checkOut, mail.nights)],
    ...nightlyRows(w, mail),
    [w.rent, both('rent')],
    [w.charges(mail.serviceChargeRate), both('charges')],
    [w.vat(mail.vatRate), both('vat')],
    [w.total, both('total')],
  ];
  const rate = w.rate(mail.exchangeRate.toLocaleString('en-US'));
  const policy = w.policy(vietnamTime(mail.cutOff));
  const text = [
    w.greeting(mail.fullName),
    '',
    w.intro,
    '',
    ...rows.map(([label, value]) => (label ? `${label}: ${value}` : value)),
    rate,
    '',
    w.policyTitle,
    ...policy.map((line) => `- ${line}`),
    '',
    `${w.button}: ${mail.link}`,
    w.attachment,
    '',
    w.signature,
    '',
  ].join('\n');
  const cell = 'padding:6px 8px;border-bottom:1px solid #eee;vertical-align:top';
  const html = `<!doctype html>
<html lang="${language === 'jp' ? 'ja' : language}">
<head><meta charset="utf-8"><title>${escapeHtml(w.subject(mail.number))}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b6e4f">StayVN</p>
<p style="margin:0 0 16px">${escapeHtml(w.greeting(mail.fullName))}</p>
<p style="margin:0 0 16px">${escapeHtml(w.intro)}</p>
<table style="border-collapse:collapse;width:100%;margin:0 0 16px">
${rows.map(([label, value]) => `<tr><th style="${cell};text-align:left;font-weight:normal;color:#555">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(rate)}</p>
<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(w.policyTitle)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${policy.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p style="margin:24px 0"><a href="${escapeHtml(mail.link)}" style="display:inline-block;padding:12px 24px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(w.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(w.attachment)}</p>
<p style="margin:0;color:#555">${escapeHtml(w.signature)}</p>
</div>
</body>
</html>
`;
  return { subject: w.subject(mail.number), text, html };
}

/** To the guest: a payment that could not be kept is refunded in full. */
export interface PaymentRefundedMail {
  kind: 'payment-refunded';
  link: string;
  number: string;
  fullName: string;
  /** Formatted with its currency, e.g. `7,876,985 ₫`. */
  amount: string;
  /** The payment came after the hold ran out and the nights were taken, or it was not needed. */
  reason: 'late_payment_nights_taken' | 'duplicate_payment' | 'booking_not_payable';
}

/** To the guest, in their language, once they cancel: what it cost and what comes back, when. */
export interface BookingCancelledMail {
  kind: 'booking-cancelled';
  /** The booking's page on the web, in the guest's language. */
  link: string;
  number: string;
  fullName: string;
  propertyName: string;
  checkIn: string;
  checkOut: string;
  percent: number;
  /** Formatted in USD and dong, e.g. `$86.62 (2,200,000 ₫)`. */
  cost: string;
  /** Formatted like `cost`; null when nothing is refunded. */
  refund: string | null;
  /** The guest said they transferred and staff had not confirmed it: not paid, not refunded. */
  unconfirmedTransfer: boolean;
}

/** The mails of a booking's course and of its payments that this module renders. */
export type BookingMail = BookingConfirmedMail | BookingCancelledMail | PaymentRefundedMail;

function cancelledWording(language: Language, mail: BookingCancelledMail): Wording {
  const days = cancellationPolicy.refundWorkingDays;
  switch (language) {
    case 'jp':
      return {
        subject: `【${brand}】ご予約 ${mail.number} をキャンセルしました`,
        greeting: `${mail.fullName} 様`,
        lines: [
          `ご依頼により、${mail.propertyName}（${mail.checkIn}〜${mail.checkOut}）のご予約 ${mail.number} をキャンセルしました。`,
          `キャンセル料（滞在料金の${mail.percent}%）：${mail.cost}`,
          mail.refund
            ? `返金額：${mail.refund}。お支払いいただいた方法で、最大${days}営業日以内に返金されます。`
            : mail.unconfirmedTransfer
              ? 'キャンセルの時点でお振込みはまだスタッフが確認していなかったため、お支払い済みとはみなされず、返金はありません。お振込みが当社に届いた場合は、返金についてスタッフからご連絡いたします。'
              : 'お支払いはなかったため、返金はありません。',
        ],
        button: '予約を確認する',
        ignore: 'ご不明な点はサポートまでお問い合わせください。',
        signature: `${brand} サポートチーム`,
      };
    case 'vi':
      return {
        subject: `[${brand}] Đặt phòng ${mail.number} đã được hủy`,
        greeting: `Kính gửi ${mail.fullName},`,
        lines: [
          `Theo yêu cầu của bạn, đặt phòng ${mail.number} tại ${mail.propertyName} (${mail.checkIn} đến ${mail.checkOut}) đã được hủy.`,
          `Phí hủy (${mail.percent}% kỳ lưu trú): ${mail.cost}`,
          mail.refund
            ? `Số tiền hoàn: ${mail.refund}. Tiền sẽ được hoàn về phương thức bạn đã thanh toán trong tối đa ${days} ngày làm việc.`
            : mail.unconfirmedTransfer
              ? 'Khi bạn hủy, nhân viên của chúng tôi chưa xác nhận khoản chuyển khoản của bạn, nên khoản này chưa được tính là đã thanh toán và không có khoản hoàn tiền nào. Nếu khoản chuyển khoản đến tài khoản của chúng tôi, nhân viên sẽ liên hệ với bạn về việc hoàn tiền.'
              : 'Bạn chưa thanh toán nên không có khoản hoàn tiền nào.',
        ],
        button: 'Xem đặt phòng',
        ignore: 'Nếu có thắc mắc, vui lòng liên hệ bộ phận hỗ trợ.',
        signature: `Đội ngũ ${brand}`,
      };
    default:
      return {
        subject: `Your StayVN booking ${mail.number} is cancelled`,
        greeting: `Dear ${mail.fullName},`,
        lines: [
          `As you asked, your booking ${mail.number} at ${mail.propertyName} (${mail.checkIn} to ${mail.checkOut}) is cancelled.`,
          `Cancellation cost (${mail.percent}% of the stay): ${mail.cost}`,
          mail.refund
            ? `Refund: ${mail.refund}. It reaches you by the way you paid within up to ${days} working days.`
            : mail.unconfirmedTransfer
              ? 'Our staff had not confirmed your bank transfer when you cancelled, so it did not count as paid and nothing is refunded. If your transfer reaches us, our staff will contact you about returning it.'
              : 'Nothing was paid, so nothing is refunded.',
        ],
        button: 'See my booking',
        ignore: 'If you have any question, please contact our support.',
        signature: `The ${brand} team`,
      };
  }
}

function paymentRefundedWording(language: Language, mail: PaymentRefundedMail): Wording {
  switch (language) {
    case 'jp':
      return {
        subject: `【${brand}】ご予約 ${mail.number} のお支払いを全額返金します`,
        greeting: `${mail.fullName} 様`,
        lines: [
          mail.reason === 'late_payment_nights_taken'
            ? 'お支払いが仮押さえの期限後に届き、その間に同じ日程が他のお客様に予約されたため、ご予約を確定できませんでした。'
            : 'このご予約はすでにお支払い済み、または確定できない状態のため、今回のお支払いは受け付けられませんでした。',
          `お支払い額 ${mail.amount} を全額、同じお支払い方法に返金します（最大${cancellationPolicy.refundWorkingDays}営業日）。`,
        ],
        button: '予約を確認する',
        ignore: 'ご不明な点はサポートまでお問い合わせください。',
        signature: `${brand} サポートチーム`,
      };
    case 'vi':
      return {
        subject: `[${brand}] Hoàn tiền toàn bộ cho đặt phòng ${mail.number}`,
        greeting: `Kính gửi ${mail.fullName},`,
        lines: [
          mail.reason === 'late_payment_nights_taken'
            ? 'Thanh toán của bạn đến sau khi thời gian giữ phòng đã hết và các đêm này đã được người khác đặt, nên chúng tôi không thể xác nhận đặt phòng.'
            : 'Đặt phòng này đã được thanh toán hoặc không còn có thể xác nhận, nên khoản thanh toán này không được giữ lại.',
          `Toàn bộ số tiền ${mail.amount} sẽ được hoàn về phương thức thanh toán bạn đã dùng (tối đa ${cancellationPolicy.refundWorkingDays} ngày làm việc).`,
        ],
        button: 'Xem đặt phòng',
        ignore: 'Nếu có thắc mắc, vui lòng liên hệ bộ phận hỗ trợ.',
        signature: `Đội ngũ ${brand}`,
      };
    default:
      return {
        subject: `Your payment for StayVN booking ${mail.number} is refunded in full`,
        greeting: `Dear ${mail.fullName},`,
        lines: [
          mail.reason === 'late_payment_nights_taken'
            ? 'Your payment arrived after the hold on your dates had run out, and the nights were booked by someone else meanwhile, so we could not confirm the booking.'
            : 'This booking was already paid or can no longer be confirmed, so this payment was not kept.',
          `The full amount of ${mail.amount} is refunded to the way you paid (within up to ${cancellationPolicy.refundWorkingDays} working days).`,
        ],
        button: 'See my booking',
        ignore: 'If you have any question, please contact our support.',
        signature: `The ${brand} team`,
      };
  }
}

export function renderBookingMail(language: Language, mail: BookingMail): MailContent {
  if (mail.kind === 'booking-cancelled') return render(language, cancelledWording(language, mail), mail.link);
  if (mail.kind === 'payment-refunded')
    return render(language, paymentRefundedWording(language, mail), mail.link);
  return renderBookingConfirmed(language, mail);
}
