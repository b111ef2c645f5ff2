import type { Language } from '@stayvn/shared';
import { renderBookingConfirmed, type BookingConfirmedMail } from './booking-templates.js';

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
  | BookingConfirmedMail;

interface Wording {
  subject: string;
  greeting: string;
  lines: string[];
  button: string;
  ignore: string;
  signature: string;
}

const brand = 'StayVN';

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

function render(language: Language, wording: Wording, link: string): MailContent {
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
      return renderBookingConfirmed(language, template);
  }
}
