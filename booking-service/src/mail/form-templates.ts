import type { Language } from '@stayvn/shared';
import { brand, render, type MailContent, type Wording } from './layout.js';

/** The forms that take images (issue 18). */
export type FormKind = 'owner' | 'issue' | 'tenant_support' | 'review';

/** The mails of those forms: the sender's acknowledgement, staff's notification, a review invitation. */
export type FormMail =
  /** To the person who sent the form, in their language. */
  | { kind: 'form-acknowledgement'; form: FormKind; link: string; fullName: string }
  /** To staff, in English: what was sent, field by field, as it was typed. */
  | {
      kind: 'form-notification';
      form: FormKind;
      link: string;
      id: string;
      senderLanguage: Language;
      fields: { label: string; value: string }[];
    }
  /** After a stay (or from staff): the link to review one property, valid until `expiresOn`. */
  | {
      kind: 'review-invitation';
      link: string;
      fullName: string;
      propertyName: string;
      /** YYYY-MM-DD */
      expiresOn: string;
    };

const received: Record<Exclude<FormKind, 'review'>, Record<Language, string>> = {
  owner: {
    en: 'We have received your property. Our team will review it and contact you within two business days.',
    jp: '物件情報を受け付けました。内容を確認のうえ、2営業日以内に担当者よりご連絡いたします。',
    vi: 'Chúng tôi đã nhận được thông tin bất động sản của bạn. Đội ngũ của chúng tôi sẽ xem xét và liên hệ với bạn trong vòng 2 ngày làm việc.',
  },
  issue: {
    en: 'We have received your report. Our support team will contact you as soon as possible.',
    jp: 'ご報告を受け付けました。サポートチームより早急にご連絡いたします。',
    vi: 'Chúng tôi đã nhận được báo cáo sự cố của bạn. Đội ngũ hỗ trợ sẽ liên hệ với bạn sớm nhất có thể.',
  },
  tenant_support: {
    en: 'We have received your request. Our customer support team will contact you within one business day.',
    jp: 'お問い合わせを受け付けました。カスタマーサポートより1営業日以内にご連絡いたします。',
    vi: 'Chúng tôi đã nhận được yêu cầu của bạn. Bộ phận chăm sóc khách hàng sẽ liên hệ với bạn trong vòng 1 ngày làm việc.',
  },
};

const reviewThanks: Record<Language, string> = {
  en: 'Thank you for your review. It will appear on the apartment page once our team has checked it.',
  jp: 'レビューをお送りいただきありがとうございます。確認後、物件ページに掲載されます。',
  vi: 'Cảm ơn bạn đã gửi đánh giá. Đánh giá sẽ được hiển thị trên trang căn hộ sau khi chúng tôi kiểm duyệt.',
};

function acknowledgementWording(
  language: Language,
  template: Extract<FormMail, { kind: 'form-acknowledgement' }>,
): Wording {
  const line = template.form === 'review' ? reviewThanks[language] : received[template.form][language];
  switch (language) {
    case 'jp':
      return {
        subject: `【${brand}】受け付けました`,
        greeting: `${template.fullName} 様`,
        lines: [line],
        button: `${brand}を見る`,
        ignore: 'このメールにお心当たりがない場合は、破棄してください。',
        signature: `${brand} サポートチーム`,
      };
    case 'vi':
      return {
        subject: `[${brand}] Chúng tôi đã nhận được thông tin của bạn`,
        greeting: `Xin chào ${template.fullName},`,
        lines: [line],
        button: `Khám phá ${brand}`,
        ignore: 'Nếu bạn không gửi thông tin này, hãy bỏ qua email này.',
        signature: `Đội ngũ ${brand}`,
      };
    default:
      return {
        subject: `${brand}: we have received your message`,
        greeting: `Dear ${template.fullName},`,
        lines: [line],
        button: `Visit ${brand}`,
        ignore: 'If you did not send this, you can ignore this e-mail.',
        signature: `The ${brand} team`,
      };
  }
}

const formTitles: Record<FormKind, string> = {
  owner: 'owner property submission',
  issue: 'help issue',
  tenant_support: 'customer support request',
  review: 'review',
};

function notificationWording(template: Extract<FormMail, { kind: 'form-notification' }>): Wording {
  return {
    subject: `[${brand}] New ${formTitles[template.form]} (${template.id})`,
    greeting: `A new ${formTitles[template.form]} arrived (${template.id}).`,
    lines: [
      `Language: ${template.senderLanguage}`,
      ...template.fields.filter(({ value }) => value !== '').map(({ label, value }) => `${label}: ${value}`),
    ],
    button: `Open ${brand}`,
    ignore: 'The sender received an acknowledgement in their language.',
    signature: brand,
  };
}

function invitationWording(
  language: Language,
  template: Extract<FormMail, { kind: 'review-invitation' }>,
): Wording {
  switch (language) {
    case 'jp':
      return {
        subject: `【${brand}】${template.propertyName} のご滞在はいかがでしたか`,
        greeting: `${template.fullName} 様`,
        lines: [
          `${template.propertyName} にご滞在いただきありがとうございました。`,
          `下のボタンからレビューをお寄せください（${template.expiresOn} まで、1回限り有効）。`,
        ],
        button: 'レビューを書く',
        ignore: 'このメールにお心当たりがない場合は、破棄してください。',
        signature: `${brand} サポートチーム`,
      };
    case 'vi':
      return {
        subject: `[${brand}] Kỳ lưu trú của bạn tại ${template.propertyName} thế nào?`,
        greeting: `Xin chào ${template.fullName},`,
        lines: [
          `Cảm ơn bạn đã lưu trú tại ${template.propertyName}.`,
          `Hãy chia sẻ đánh giá của bạn qua nút bên dưới (dùng được một lần, đến ngày ${template.expiresOn}).`,
        ],
        button: 'Viết đánh giá',
        ignore: 'Nếu bạn không lưu trú tại đây, hãy bỏ qua email này.',
        signature: `Đội ngũ ${brand}`,
      };
    default:
      return {
        subject: `How was your stay at ${template.propertyName}?`,
        greeting: `Dear ${template.fullName},`,
        lines: [
          `Thank you for staying at ${template.propertyName}.`,
          `Tell other guests about it with the button below (the link works once, until ${template.expiresOn}).`,
        ],
        button: 'Write a review',
        ignore: 'If you did not stay there, you can ignore this e-mail.',
        signature: `The ${brand} team`,
      };
  }
}

export function renderFormMail(language: Language, template: FormMail): MailContent {
  switch (template.kind) {
    case 'form-acknowledgement':
      return render(language, acknowledgementWording(language, template), template.link);
    case 'form-notification':
      return render('en', notificationWording(template), template.link);
    case 'review-invitation':
      return render(language, invitationWording(language, template), template.link);
  }
}
