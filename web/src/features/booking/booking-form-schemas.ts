import { emailField, limits, phoneField, requiredText } from '@stayvn/shared';
import { z } from '@/lib/zod';
import { isVietnamTaxCode, paymentMethods } from './utils/booking-rules';

/**
 * The payment summary's rules (spec §5 "Booking"): the guest's name as in the passport, e-mail
 * and contact number; company name, address and tax code only when a VAT invoice is asked for;
 * the terms ticked. Error messages are message keys (messages.ts translates them).
 */
export const bookingFormSchema = z.lazy(() =>
  z
    .object({
      fullName: requiredText(limits.contactFullName, 'err_fullname'),
      email: emailField(),
      phoneNumber: phoneField,
      bookingForSomeoneElse: z.boolean(),
      specialRequirements: z.string().max(1000, { error: 'err_too_long' }),
      vatInvoice: z.boolean(),
      companyName: z.string(),
      companyAddress: z.string(),
      taxCode: z.string(),
      paymentMethod: z.enum(paymentMethods),
      acceptTerms: z.boolean(),
    })
    .superRefine((values, context) => {
      if (!values.acceptTerms)
        context.addIssue({ code: 'custom', path: ['acceptTerms'], message: 'err_terms' });
      if (!values.vatInvoice) return;
      const required = (field: 'companyName' | 'companyAddress' | 'taxCode', max: number) => {
        const value = values[field].trim();
        if (!value) context.addIssue({ code: 'custom', path: [field], message: 'err_required' });
        else if (value.length > max)
          context.addIssue({ code: 'custom', path: [field], message: 'err_too_long' });
        return value;
      };
      required('companyName', limits.companyName);
      required('companyAddress', 255);
      const taxCode = required('taxCode', 14);
      if (taxCode && !isVietnamTaxCode(taxCode))
        context.addIssue({ code: 'custom', path: ['taxCode'], message: 'err_tax_code' });
    }),
);
