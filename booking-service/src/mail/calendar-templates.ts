import type { Language } from '@stayvn/shared';
import { brand, render, type MailContent } from './layout.js';

/** The calendar import's mails (issue 32): to staff, in English like the other notifications. */
export type CalendarMail = {
  /** A channel's feed blocks nights a StayVN booking holds: the block was not applied. */
  kind: 'calendar-conflict';
  /** The console's page of the apartment's calendar imports. */
  link: string;
  propertyId: string;
  channel: string;
  /** The channel's event: its dates `[checkIn, checkOut)` and its title. */
  block: { checkIn: string; checkOut: string; summary: string | null };
  booking: { number: string | null; status: string; checkIn: string; checkOut: string };
};

export function renderCalendarMail(_language: Language, mail: CalendarMail): MailContent {
  const { block, booking } = mail;
  return render(
    'en',
    {
      subject: `[${brand}] Calendar conflict: ${mail.channel} blocks nights of booking ${booking.number ?? booking.checkIn}`,
      greeting: 'Hello,',
      lines: [
        `The ${mail.channel} calendar of apartment ${mail.propertyId} blocks ${block.checkIn} to ${block.checkOut}` +
          (block.summary ? ` ("${block.summary}")` : '') +
          '.',
        `StayVN booking ${booking.number ?? '(no number)'} (${booking.status}) holds ${booking.checkIn} to ${booking.checkOut}.`,
        'The block was not applied: the booking keeps its nights. Please settle it with the channel.',
      ],
      button: 'Open the calendar imports',
      ignore: 'This mail is sent once per conflict.',
      signature: `${brand} booking service`,
    },
    mail.link,
  );
}
