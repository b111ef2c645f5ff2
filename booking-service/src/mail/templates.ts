import { cancellationPolicy, type EnquiryKind, type Language, type OfficeService } from '@stayvn/shared';
import { renderBookingMail, type BookingMail, type PaymentRefundedMail } from './booking-templates.js';
import { renderCalendarMail, type CalendarMail } from './calendar-templates.js';
import { renderFormMail, type FormMail } from './form-templates.js';
import { renderStaffMail, type StaffMail } from './staff-templates.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { kind: 'sign-up'; link: string }
  | { kind: 'password-reset'; link: string; fullName: string }
  /** `link` is the home page in the subscriber's language. */
  | { kind: 'newsletter-welcome'; link: string }
  | BookingMail
  | FormMail
  | PaymentRefundedMail
  | StaffMail
  | CalendarMail
  /** To the visitor, in their language: what they asked about, with links. */
  | {
      kind: 'enquiry-acknowledgement';
      link: string;
      fullName: string;
      enquiryKind: EnquiryKind;
      officeService?: OfficeService | undefined;
      properties: EnquiryMailProperty[];
    }
  /** To the support address of the enquiry's city: everything the visitor sent. */
  | {
      kind: 'enquiry-notification';
      link: string;
      enquiryId: string;
      enquiryKind: EnquiryKind;
      visitorLanguage: Language;
      cityCode: string;
      fullName: string;
      email: string;
      phoneNumber: string;
      companyName?: string | null | undefined;
      moveInDate?: string | null | undefined;
      tourInspectionDate?: string | null | undefined;
      officeService?: OfficeService | null | undefined;
      message?: string | null | undefined;
      properties: EnquiryMailProperty[];
    };

/** A property an enquiry mail names, with its page on the web. */
export interface EnquiryMailProperty {
  name: string;
  link: string;
}

export interface Wording {
  subject: string;
  greeting: string;
  lines: string[];
  button: string;
  ignore: string;
  signature: string;
}

export const brand = 'StayVN';

function signUpWording(language: Language): Wording {
  switch (language) {
    case 'jp':
      return {
        subject: `【${brand}】メールアドレスのご確認`,
        greeting: `${brand}をご利用いただきありがとうございます。`,
        lines: [
          '会員登録を続けるには、下のリンクを開いてメールアドレスを確認してください。',
          'このリンクの有効期限は1時間で、一度だけ使用できます。',
        ],
        button: 'メールアドレスを確認する',
        ignore: 'このメールにお心当たりがない場合は、破棄してください。アカウントは作成されません。',
        signature: `${brand} サポートチーム`,
      };
    case 'vi':
      return {
        subject: `[${brand}] Xác nhận địa chỉ email của bạn`,
        greeting: `Cảm ơn bạn đã đăng ký ${brand}.`,
        lines: [
          'Vui lòng mở liên kết dưới đây để xác nhận địa chỉ email và hoàn tất đăng ký.',
          'Liên kết có hiệu lực trong 1 giờ và chỉ sử dụng được một lần.',
        ],
        button: 'Xác nhận email',
        ignore: 'Nếu bạn không yêu cầu đăng ký, hãy bỏ qua email này; sẽ không có tài khoản nào được tạo.',
        signature: `Đội ngũ ${brand}`,
      };
    default:
      return {
        subject: `Confirm your e-mail address for ${brand}`,
        greeting: `Thank you for signing up with ${brand}.`,
        lines: [
          'Please open the link below to confirm your e-mail address and finish creating your account.',
          'The link is valid for one hour and can be used once.',
        ],
        button: 'Confirm my e-mail address',
        ignore: 'If you did not ask to sign up, you can ignore this e-mail; no account will be created.',
        signature: `The ${brand} team`,
      };
  }
}

function resetWording(language: Language, fullName: string): Wording {
  switch (language) {
    case 'jp':
      return {
        subject: `【${brand}】パスワード再設定のご案内`,
        greeting: `${fullName} 様`,
        lines: [
          'パスワード再設定のリクエストを受け付けました。下のリンクから新しいパスワードを設定してください。',
          'このリンクの有効期限は1時間で、一度だけ使用できます。',
        ],
        button: 'パスワードを再設定する',
        ignore: 'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
        signature: `${brand} サポートチーム`,
      };
    case 'vi':
      return {
        subject: `[${brand}] Đặt lại mật khẩu`,
        greeting: `Xin chào ${fullName},`,
        lines: [
          'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Hãy mở liên kết dưới đây để tạo mật khẩu mới.',
          'Liên kết có hiệu lực trong 1 giờ và chỉ sử dụng được một lần.',
        ],
        button: 'Đặt lại mật khẩu',
        ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn sẽ không thay đổi.',
        signature: `Đội ngũ ${brand}`,
      };
    default:
      return {
        subject: `Reset your ${brand} password`,
        greeting: `Hello ${fullName},`,
        lines: [
          'We received a request to reset the password of your account. Open the link below to choose a new one.',
          'The link is valid for one hour and can be used once.',
        ],
        button: 'Choose a new password',
        ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
        signature: `The ${brand} team`,
      };
  }
}

function newsletterWording(language: Language): Wording {
  switch (language) {
    case 'jp':
      return {
        subject: `【${brand}】ニュースレターのご登録ありがとうございます`,
        greeting: `${brand}のニュースレターにご登録いただきありがとうございます。`,
        lines: [
          'ハノイ、ホーチミン、ハイフォンのサービスアパートやオフィスの新着物件、特別オファー、暮らしに役立つ情報をお届けします。',
        ],
        button: `${brand}を見る`,
        ignore: 'このメールにお心当たりがない場合は、破棄してください。',
        signature: `${brand} サポートチーム`,
      };
    case 'vi':
      return {
        subject: `[${brand}] Cảm ơn bạn đã đăng ký nhận bản tin`,
        greeting: `Cảm ơn bạn đã đăng ký nhận bản tin của ${brand}.`,
        lines: [
          'Chúng tôi sẽ gửi đến bạn những căn hộ dịch vụ và văn phòng mới nhất tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng, cùng các ưu đãi đặc biệt và thông tin hữu ích.',
        ],
        button: `Khám phá ${brand}`,
        ignore: 'Nếu bạn không đăng ký, hãy bỏ qua email này.',
        signature: `Đội ngũ ${brand}`,
      };
    default:
      return {
        subject: `Welcome to the ${brand} newsletter`,
        greeting: `Thank you for subscribing to the ${brand} newsletter.`,
        lines: [
          'We will send you new serviced apartments and offices in Hanoi, Ho Chi Minh City and Hai Phong, special offers and useful tips for living there.',
        ],
        button: `Visit ${brand}`,
        ignore: 'If you did not subscribe, you can ignore this e-mail.',
        signature: `The ${brand} team`,
      };
  }
}

const officeServiceNames: Record<Language, Record<OfficeService, string>> = {
  en: {
    private_room: 'Private room',
    workspace: 'Workspace',
    virtual_office: 'Virtual office',
    meeting_room: 'Meeting room',
  },
  jp: {
    private_room: 'プライベートルーム',
    workspace: 'ワークスペース',
    virtual_office: 'バーチャルオフィス',
    meeting_room: '会議室',
  },
  vi: {
    private_room: 'Phòng riêng',
    workspace: 'Không gian làm việc',
    virtual_office: 'Văn phòng ảo',
    meeting_room: 'Phòng họp',
  },
};

function enquiryAcknowledgementWording(
  language: Language,
  template: Extract<MailTemplate, { kind: 'enquiry-acknowledgement' }>,
): Wording {
  const items = template.properties.map((property) => `• ${property.name}: ${property.link}`);
  const service = template.officeService ? officeServiceNames[language][template.officeService] : undefined;
  switch (language) {
    case 'jp':
      return {
        subject: `【${brand}】お問い合わせありがとうございます`,
        greeting: `${template.fullName} 様`,
        lines: [
          'お問い合わせを受け付けました。担当者より1営業日以内にご連絡いたします。',
          ...(items.length ? ['お問い合わせいただいた物件:', ...items] : []),
          ...(service ? [`ご希望のサービス: ${service}`] : []),
        ],
        button: `${brand}を見る`,
        ignore: 'このメールにお心当たりがない場合は、破棄してください。',
        signature: `${brand} サポートチーム`,
      };
    case 'vi':
      return {
        subject: `[${brand}] Cảm ơn bạn đã liên hệ với chúng tôi`,
        greeting: `Xin chào ${template.fullName},`,
        lines: [
          'Chúng tôi đã nhận được yêu cầu của bạn. Nhân viên tư vấn sẽ liên hệ với bạn trong vòng 1 ngày làm việc.',
          ...(items.length ? ['Bất động sản bạn quan tâm:', ...items] : []),
          ...(service ? [`Dịch vụ quan tâm: ${service}`] : []),
        ],
        button: `Khám phá ${brand}`,
        ignore: 'Nếu bạn không gửi yêu cầu này, hãy bỏ qua email này.',
        signature: `Đội ngũ ${brand}`,
      };
    default:
      return {
        subject: `Thank you for your enquiry to ${brand}`,
        greeting: `Dear ${template.fullName},`,
        lines: [
          'We have received your enquiry. One of our consultants will contact you within one business day.',
          ...(items.length ? ['You asked about:', ...items] : []),
          ...(service ? [`Service of interest: ${service}`] : []),
        ],
        button: `Visit ${brand}`,
        ignore: 'If you did not send this enquiry, you can ignore this e-mail.',
        signature: `The ${brand} team`,
      };
  }
}

/** Staff read every notification in English, with the visitor's own words as they wrote them. */
function enquiryNotificationWording(
  template: Extract<MailTemplate, { kind: 'enquiry-notification' }>,
): Wording {
  const optional = (label: string, value: string | null | undefined) => (value ? [`${label}: ${value}`] : []);
  return {
    subject: `[${brand}] New ${template.enquiryKind.replace('_', ' ')} enquiry from ${template.fullName} (${template.cityCode})`,
    greeting: `A new enquiry arrived (${template.enquiryId}).`,
    lines: [
      `Kind: ${template.enquiryKind}`,
      `City: ${template.cityCode}`,
      `Language: ${template.visitorLanguage}`,
      `Full name: ${template.fullName}`,
      `E-mail: ${template.email}`,
      `Phone: ${template.phoneNumber}`,
      ...optional('Company', template.companyName),
      ...optional('Move-in date', template.moveInDate),
      ...optional('Tour inspection date', template.tourInspectionDate),
      ...optional(
        'Service of interest',
        template.officeService && officeServiceNames.en[template.officeService],
      ),
      ...optional('Message', template.message),
      ...template.properties.map((property) => `Property: ${property.name} ${property.link}`),
    ],
    button: `Open ${brand}`,
    ignore: 'The visitor received an acknowledgement in their language.',
    signature: `${brand}`,
  };
}

/** Escapes text for HTML and XML alike (attribute values and element content). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const htmlLang: Record<Language, string> = { en: 'en', jp: 'ja', vi: 'vi' };

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

export function render(language: Language, wording: Wording, link: string): MailContent {
  const text = [
    wording.greeting,
    '',
    ...wording.lines,
    '',
    link,
    '',
    wording.ignore,
    '',
    wording.signature,
    '',
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${htmlLang[language]}">
<head><meta charset="utf-8"><title>${escapeHtml(wording.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b6e4f">${brand}</p>
${[wording.greeting, ...wording.lines].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(wording.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(link)}</p>
${paragraph(wording.ignore)}
<p style="margin:0;color:#555">${escapeHtml(wording.signature)}</p>
</div>
</body>
</html>
`;
  return { subject: wording.subject, text, html };
}

export function renderMail(language: Language, template: MailTemplate): MailContent {
  switch (template.kind) {
    case 'sign-up':
      return render(language, signUpWording(language), template.link);
    case 'password-reset':
      return render(language, resetWording(language, template.fullName), template.link);
    case 'newsletter-welcome':
      return render(language, newsletterWording(language), template.link);
    case 'booking-confirmed':
    case 'booking-cancelled':
      return renderBookingMail(language, template);
    case 'enquiry-acknowledgement':
      return render(language, enquiryAcknowledgementWording(language, template), template.link);
    case 'enquiry-notification':
      return render('en', enquiryNotificationWording(template), template.link);
    case 'form-acknowledgement':
    case 'form-notification':
    case 'review-invitation':
      return renderFormMail(language, template);
    case 'payment-refunded':
      return render(language, paymentRefundedWording(language, template), template.link);
    case 'staff-invite':
    case 'staff-reply':
    case 'owner-submission-rejected':
    case 'booking-rejected':
    case 'booking-no-show':
      return renderStaffMail(language, template);
    case 'calendar-conflict':
      return renderCalendarMail(language, template);
  }
}
