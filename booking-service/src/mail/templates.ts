import type { Language } from '@stayvn/shared';
import { renderAccountMail, type AccountMail } from './account-templates.js';
import { renderBookingMail, type BookingMail } from './booking-templates.js';
import { renderCalendarMail, type CalendarMail } from './calendar-templates.js';
import { renderEnquiryMail, type EnquiryMail } from './enquiry-templates.js';
import { renderFormMail, type FormMail } from './form-templates.js';
import type { MailContent } from './layout.js';
import { renderStaffMail, type StaffMail } from './staff-templates.js';

/** Every mail the outbox can send: one family a module, each rendering through layout.ts. */
export type MailTemplate = AccountMail | BookingMail | CalendarMail | EnquiryMail | FormMail | StaffMail;

export function renderMail(language: Language, template: MailTemplate): MailContent {
  switch (template.kind) {
    case 'sign-up':
    case 'password-reset':
    case 'newsletter-welcome':
      return renderAccountMail(language, template);
    case 'booking-confirmed':
    case 'booking-cancelled':
    case 'payment-refunded':
      return renderBookingMail(language, template);
    case 'enquiry-acknowledgement':
    case 'enquiry-notification':
      return renderEnquiryMail(language, template);
    case 'form-acknowledgement':
    case 'form-notification':
    case 'review-invitation':
      return renderFormMail(language, template);
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
