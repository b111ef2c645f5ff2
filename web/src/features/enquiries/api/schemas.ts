import {
  contactEnquirySchema,
  enquiryCreatedSchema,
  favouritesEnquirySchema,
  officeQuoteEnquirySchema,
  propertyEnquirySchema,
  type EnquiryKind,
} from '@stayvn/shared';

export { enquiryCreatedSchema };

/** The fields the page sets (kind, language, city, properties) and the captcha the widget fills. */
const setByThePage = { kind: true, language: true, cityId: true, propertyIds: true, captcha: true } as const;

/** What the visitor fills in, checked with their kind's shared schema. */
export function enquiryFormSchema(kind: EnquiryKind) {
  switch (kind) {
    case 'property':
      return propertyEnquirySchema.unwrap().omit(setByThePage);
    case 'contact':
      return contactEnquirySchema.unwrap().omit(setByThePage);
    case 'favourites':
      return favouritesEnquirySchema.unwrap().omit(setByThePage);
    case 'office_quote':
      return officeQuoteEnquirySchema.unwrap().omit(setByThePage);
  }
}
