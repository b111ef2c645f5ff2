import { cancellationPolicy, type Language, type StaffRole } from '@stayvn/shared';
import { brand, render, type MailContent, type Wording } from './layout.js';

/** What a staff reply answers, for its default subject. */
export type StaffReplyAbout = 'enquiry' | 'owner' | 'issue' | 'tenant_support';

/** The back office's mails (issue 19). */
export type StaffMail =
  | {
      /** An admin invited someone: the single-use link to set a password, valid until `expiresAt`. */
      kind: 'staff-invite';
      link: string;
      fullName: string;
      role: StaffRole;
      invitedBy: string;
      /** ISO date-time. */
      expiresAt: string;
    }
  | {
      /** Staff answer an enquiry, a submission or a request from the console, in its language. */
      kind: 'staff-reply';
      link: string;
      fullName: string;
      about: StaffReplyAbout;
      /** Staff's own subject, or null for the default one. */
      subject: string | null;
      message: string;
    }
  | {
      /** An owner's property was not accepted: staff's reason. */
      kind: 'owner-submission-rejected';
      link: string;
      fullName: string;
      reason: string;
    }
  | {
      /** Staff rejected a booking (the provider cannot take it) or marked the guest a no-show. */
      kind: 'booking-rejected' | 'booking-no-show';
      link: string;
      number: string;
      fullName: string;
      propertyName: string;
      reason: string | null;
      /** What goes back to the guest, formatted with its currency; null when nothing does. */
      refund: string | null;
    };

const roleNames: Record<Language, Record<StaffRole, string>> = {
  en: { support: 'support', admin: 'administrator' },
  jp: { support: 'サポート', admin: '管理者' },
  vi: { support: 'hỗ trợ', admin: 'quản trị viên' },
};

function inviteWording(language: Language, template: Extract<StaffMail, { kind: 'staff-invite' }>): Wording {
  const role = roleNames[language][template.role];
  const until = template.expiresAt.slice(0, 16).replace('T', ' ') + ' UTC';
  switch (language) {
    case 'jp':
      return {
        subject: `【${brand}】スタッフアカウントへのご招待`,
        greeting: `${template.fullName} 様`,
        lines: [
          `${template.invitedBy} さんから ${brand} のバックオフィス（${role}）に招待されました。`,
          `下のリンクからパスワードを設定し、認証アプリで二段階認証を登録してください（${until} まで、1回限り有効）。`,
        ],
        button: 'パスワードを設定する',
        ignore: 'お心当たりがない場合は、このメールを破棄してください。',
        signature: `${brand} サポートチーム`,
      };
    case 'vi':
      return {
        subject: `[${brand}] Lời mời tham gia tài khoản nhân viên`,
        greeting: `Xin chào ${template.fullName},`,
        lines: [
          `${template.invitedBy} đã mời bạn vào trang quản trị ${brand} với vai trò ${role}.`,
          `Hãy mở liên kết dưới đây để đặt mật khẩu, sau đó đăng ký xác thực hai bước bằng ứng dụng xác thực (dùng được một lần, đến ${until}).`,
        ],
        button: 'Đặt mật khẩu',
        ignore: 'Nếu bạn không mong đợi lời mời này, hãy bỏ qua email này.',
        signature: `Đội ngũ ${brand}`,
      };
    default:
      return {
        subject: `You are invited to the ${brand} back office`,
        greeting: `Hello ${template.fullName},`,
        lines: [
          `${template.invitedBy} invited you to the ${brand} back office as ${role}.`,
          `Open the link below to choose a password, then set up two-step verification with an authenticator app (the link works once, until ${until}).`,
        ],
        button: 'Choose a password',
        ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
        signature: `The ${brand} team`,
      };
  }
}

const replySubjects: Record<Language, Record<StaffReplyAbout, string>> = {
  en: {
    enquiry: `Re: your enquiry to ${brand}`,
    owner: `Re: your property submitted to ${brand}`,
    issue: `Re: the issue you reported to ${brand}`,
    tenant_support: `Re: your request to ${brand} support`,
  },
  jp: {
    enquiry: `【${brand}】お問い合わせへのご回答`,
    owner: `【${brand}】ご登録いただいた物件について`,
    issue: `【${brand}】ご報告いただいた不具合について`,
    tenant_support: `【${brand}】サポートへのお問い合わせについて`,
  },
  vi: {
    enquiry: `[${brand}] Trả lời yêu cầu của bạn`,
    owner: `[${brand}] Về bất động sản bạn đã gửi`,
    issue: `[${brand}] Về sự cố bạn đã báo`,
    tenant_support: `[${brand}] Về yêu cầu hỗ trợ của bạn`,
  },
};

/** The default subject of a staff reply, as the console shows it before sending. */
export function staffReplySubject(language: Language, about: StaffReplyAbout): string {
  return replySubjects[language][about];
}

const common: Record<Language, { greeting: (name: string) => string; ignore: string; signature: string }> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    ignore: 'If you have any question, simply reply to this e-mail or contact our support.',
    signature: `The ${brand} team`,
  },
  jp: {
    greeting: (name) => `${name} 様`,
    ignore: 'ご不明な点はこのメールにご返信いただくか、サポートまでお問い合わせください。',
    signature: `${brand} サポートチーム`,
  },
  vi: {
    greeting: (name) => `Kính gửi ${name},`,
    ignore: 'Nếu có thắc mắc, vui lòng trả lời email này hoặc liên hệ bộ phận hỗ trợ.',
    signature: `Đội ngũ ${brand}`,
  },
};

const buttons: Record<Language, { site: string; booking: string }> = {
  en: { site: `Visit ${brand}`, booking: 'See my booking' },
  jp: { site: `${brand} を開く`, booking: '予約を確認する' },
  vi: { site: `Truy cập ${brand}`, booking: 'Xem đặt phòng' },
};

/** Staff's text as paragraphs: blank lines separate them. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function replyWording(language: Language, mail: Extract<StaffMail, { kind: 'staff-reply' }>): Wording {
  const { greeting, ignore, signature } = common[language];
  return {
    subject: mail.subject ?? staffReplySubject(language, mail.about),
    greeting: greeting(mail.fullName),
    lines: paragraphs(mail.message),
    button: buttons[language].site,
    ignore,
    signature,
  };
}

function ownerRejectedWording(
  language: Language,
  mail: Extract<StaffMail, { kind: 'owner-submission-rejected' }>,
): Wording {
  const { greeting, ignore, signature } = common[language];
  const intro = {
    en: `Thank you for offering your property to ${brand}. After review we cannot list it at this time, for this reason:`,
    jp: `${brand} に物件をご登録いただきありがとうございます。審査の結果、次の理由により今回は掲載を見送らせていただきます。`,
    vi: `Cảm ơn bạn đã gửi bất động sản cho ${brand}. Sau khi xem xét, chúng tôi chưa thể đăng tin lúc này vì lý do sau:`,
  }[language];
  return {
    subject: replySubjects[language].owner,
    greeting: greeting(mail.fullName),
    lines: [intro, ...paragraphs(mail.reason)],
    button: buttons[language].site,
    ignore,
    signature,
  };
}

function bookingEndedWording(
  language: Language,
  mail: Extract<StaffMail, { kind: 'booking-rejected' | 'booking-no-show' }>,
): Wording {
  const { greeting, ignore, signature } = common[language];
  const rejected = mail.kind === 'booking-rejected';
  const text = {
    en: {
      subject: rejected
        ? `Your StayVN booking ${mail.number} could not be accepted`
        : `Your StayVN booking ${mail.number} was recorded as a no-show`,
      what: rejected
        ? `We are sorry: ${mail.propertyName} cannot take your booking ${mail.number}.`
        : `You did not arrive at ${mail.propertyName} for booking ${mail.number}, so it was recorded as a no-show; as the cancellation policy says, the stay is charged in full.`,
      reason: (reason: string) => `Reason: ${reason}`,
      refund: (amount: string) =>
        `${amount} is refunded to you (within up to ${cancellationPolicy.refundWorkingDays} working days).`,
    },
    jp: {
      subject: rejected
        ? `【${brand}】ご予約 ${mail.number} をお受けできませんでした`
        : `【${brand}】ご予約 ${mail.number} はノーショーとなりました`,
      what: rejected
        ? `申し訳ございません。${mail.propertyName} ではご予約 ${mail.number} をお受けできません。`
        : `ご予約 ${mail.number}（${mail.propertyName}）にご到着がなかったため、ノーショーとして記録しました。キャンセルポリシーにより宿泊料金は全額となります。`,
      reason: (reason: string) => `理由：${reason}`,
      refund: (amount: string) =>
        `${amount} を返金いたします（最大${cancellationPolicy.refundWorkingDays}営業日）。`,
    },
    vi: {
      subject: rejected
        ? `[${brand}] Đặt phòng ${mail.number} không được chấp nhận`
        : `[${brand}] Đặt phòng ${mail.number} được ghi nhận là không đến`,
      what: rejected
        ? `Rất tiếc, ${mail.propertyName} không thể nhận đặt phòng ${mail.number} của bạn.`
        : `Bạn đã không đến ${mail.propertyName} cho đặt phòng ${mail.number}, nên đặt phòng được ghi nhận là không đến; theo chính sách hủy, phí lưu trú được tính toàn bộ.`,
      reason: (reason: string) => `Lý do: ${reason}`,
      refund: (amount: string) =>
        `Số tiền ${amount} sẽ được hoàn lại cho bạn (tối đa ${cancellationPolicy.refundWorkingDays} ngày làm việc).`,
    },
  }[language];
  return {
    subject: text.subject,
    greeting: greeting(mail.fullName),
    lines: [
      text.what,
      ...(mail.reason ? [text.reason(mail.reason)] : []),
      ...(mail.refund ? [text.refund(mail.refund)] : []),
    ],
    button: buttons[language].booking,
    ignore,
    signature,
  };
}

export function renderStaffMail(language: Language, template: StaffMail): MailContent {
  switch (template.kind) {
    case 'staff-invite':
      return render(language, inviteWording(language, template), template.link);
    case 'staff-reply':
      return render(language, replyWording(language, template), template.link);
    case 'owner-submission-rejected':
      return render(language, ownerRejectedWording(language, template), template.link);
    case 'booking-rejected':
    case 'booking-no-show':
      return render(language, bookingEndedWording(language, template), template.link);
  }
}
