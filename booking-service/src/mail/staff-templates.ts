import type { Language, StaffRole } from '@stayvn/shared';
import { brand, render, type MailContent, type Wording } from './templates.js';

/** The back office's mails (issue 19). */
export type StaffMail = {
  /** An admin invited someone: the single-use link to set a password, valid until `expiresAt`. */
  kind: 'staff-invite';
  link: string;
  fullName: string;
  role: StaffRole;
  invitedBy: string;
  /** ISO date-time. */
  expiresAt: string;
};

const roleNames: Record<Language, Record<StaffRole, string>> = {
  en: { support: 'support', admin: 'administrator' },
  jp: { support: 'サポート', admin: '管理者' },
  vi: { support: 'hỗ trợ', admin: 'quản trị viên' },
};

function inviteWording(language: Language, template: StaffMail): Wording {
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

export function renderStaffMail(language: Language, template: StaffMail): MailContent {
  return render(language, inviteWording(language, template), template.link);
}
