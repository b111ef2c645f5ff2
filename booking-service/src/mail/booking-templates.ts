import { cancellationPolicy, formatMoney, type Language } from '@stayvn/shared';
import { escapeHtml, type MailContent } from './templates.js';

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

export function renderBookingConfirmed(language: Language, mail: BookingConfirmedMail): MailContent {
  const w = wordings[language];
  const both = (line: keyof BookingConfirmedMail['usd']) =>
    `${formatMoney({ amount: mail.usd[line], currency: 'USD' })} (${formatMoney({ amount: mail.vnd[line], currency: 'VND' })})`;
  const rows: [string, string][] = [
    [w.number, mail.number],
    [w.property, [mail.propertyName, mail.address].filter(Boolean).join(', ')],
    ['', w.stay(mail.checkIn, mail.checkOut, mail.nights)],
    [w.nightly, both('nightlyRate')],
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
