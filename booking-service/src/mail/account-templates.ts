import type { Language } from '@stayvn/shared';
import { brand, render, type MailContent, type Wording } from './layout.js';

/** The mails of an account and of the newsletter. */
export type AccountMail =
  | { kind: 'sign-up'; link: string }
  | { kind: 'password-reset'; link: string; fullName: string }
  /** `link` is the home page in the subscriber's language. */
  | { kind: 'newsletter-welcome'; link: string };

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

export function renderAccountMail(language: Language, template: AccountMail): MailContent {
  switch (template.kind) {
    case 'sign-up':
      return render(language, signUpWording(language), template.link);
    case 'password-reset':
      return render(language, resetWording(language, template.fullName), template.link);
    case 'newsletter-welcome':
      return render(language, newsletterWording(language), template.link);
  }
}
