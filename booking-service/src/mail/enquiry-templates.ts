import type { EnquiryKind, Language, OfficeService } from '@stayvn/shared';
import { brand, render, type MailContent, type Wording } from './layout.js';

/** A property an enquiry mail names, with its page on the web. */
export interface EnquiryMailProperty {
  name: string;
  link: string;
}

/** The mails of an enquiry. */
export type EnquiryMail =
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
  template: Extract<EnquiryMail, { kind: 'enquiry-acknowledgement' }>,
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
  template: Extract<EnquiryMail, { kind: 'enquiry-notification' }>,
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

export function renderEnquiryMail(language: Language, template: EnquiryMail): MailContent {
  switch (template.kind) {
    case 'enquiry-acknowledgement':
      return render(language, enquiryAcknowledgementWording(language, template), template.link);
    case 'enquiry-notification':
      return render('en', enquiryNotificationWording(template), template.link);
  }
}
