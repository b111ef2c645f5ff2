import type { EnquiryKind, OfficeService } from '@stayvn/shared';

/** What an enquiry form holds while the visitor fills it in (all text, as the inputs give it). */
export type EnquiryValues = {
  fullName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  moveInDate: string;
  tourInspectionDate: string;
  message: string;
  officeService: OfficeService | '';
};

/** The signed-in visitor's details the form starts from (spec §4: the user's defaults). */
export type EnquiryProfile = {
  fullName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  companyName?: string | null;
};

/** Today on the visitor's calendar, as an ISO date: the date inputs' default and minimum. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The form as it starts, and as it starts again after a send: the profile's details, dates today. */
export function enquiryDefaults(profile: EnquiryProfile | null | undefined, today: string): EnquiryValues {
  return {
    fullName: profile?.fullName ?? '',
    email: profile?.email ?? '',
    phoneNumber: profile?.phoneNumber ?? '',
    companyName: profile?.companyName ?? '',
    moveInDate: today,
    tourInspectionDate: today,
    message: '',
    officeService: '',
  };
}

/** The fields each kind of form shows (the quote asks for the service, not dates). */
export function fieldsOf(kind: EnquiryKind) {
  return {
    dates: kind !== 'office_quote',
    officeService: kind === 'office_quote',
    messageRequired: kind === 'contact' || kind === 'office_quote',
  };
}

/** The values a kind sends: the quote's service only with the quote, empty dates left out. */
export function valuesToSend(kind: EnquiryKind, values: EnquiryValues) {
  const { officeService, moveInDate, tourInspectionDate, ...rest } = values;
  const shown = fieldsOf(kind);
  return {
    ...rest,
    ...(shown.dates
      ? { moveInDate: moveInDate || undefined, tourInspectionDate: tourInspectionDate || undefined }
      : {}),
    ...(shown.officeService ? { officeService } : {}),
  };
}
