import type { HelpIssueInput, TenantSupportInput } from '@stayvn/shared';
import type { NewSupportRequestRow } from '../db/schema/index.js';
import type { StoredImage } from '../uploads/image-pipeline.js';
import type { NotifiedField } from './support-request-record.js';

/** A help issue's row (status `new`) and the fields staff are told, with its stored images. */
export function helpIssueOf(
  input: HelpIssueInput,
  userId: string | null,
  images: StoredImage[],
): { row: NewSupportRequestRow; fields: NotifiedField[] } {
  return {
    row: {
      kind: 'issue',
      language: input.language,
      userId,
      fullName: input.fullName,
      phoneNumber: input.phoneNumber,
      email: input.email,
      apartmentName: input.apartmentName,
      address: input.address,
      issueType: input.issueType,
      message: input.description || null,
      images,
    },
    fields: [
      { label: 'Issue type', value: input.issueType },
      { label: 'Apartment', value: input.apartmentName },
      { label: 'Address', value: input.address },
      { label: 'Full name', value: input.fullName },
      { label: 'E-mail', value: input.email },
      { label: 'Phone', value: input.phoneNumber },
      { label: 'Description', value: input.description ?? '' },
      { label: 'Images', value: String(images.length) },
    ],
  };
}

/** The tenants' customer-support form's row and the fields staff are told. */
export function tenantSupportOf(
  input: TenantSupportInput,
  userId: string | null,
): { row: NewSupportRequestRow; fields: NotifiedField[] } {
  return {
    row: {
      kind: 'tenant_support',
      language: input.language,
      userId,
      fullName: input.fullName,
      phoneNumber: input.phoneNumber,
      email: input.email,
      address: input.residenceAddress,
      message: input.message,
    },
    fields: [
      { label: 'Full name', value: input.fullName },
      { label: 'Residence address', value: input.residenceAddress },
      { label: 'E-mail', value: input.email },
      { label: 'Mobile', value: input.phoneNumber },
      { label: 'Inquiry', value: input.message },
    ],
  };
}
