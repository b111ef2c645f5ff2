import { cityCodeOf, cmsLocaleOf, errorCodes, type EnquiryInput } from '@stayvn/shared';
import type { CatalogRepository } from '../catalog/catalog-repository.js';
import { pickText } from '../catalog/catalog-row.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { Database } from '../db/connect.js';
import type { EnquiryProperty } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { OutboxService } from '../outbox/outbox-service.js';
import { catalogPath } from '../seo/site-pages.js';
import { consoleItemUrl } from '../staff/console-links.js';
import type { EnquiriesRepository } from './enquiries-repository.js';
import { supportContactTypes, type SupportAddresses } from './support-addresses.js';

export interface EnquiriesServiceDeps {
  db: Database;
  repository: EnquiriesRepository;
  catalog: CatalogRepository;
  captcha: Pick<CaptchaService, 'verify'>;
  outbox: Pick<OutboxService, 'enqueueMail'>;
  supportAddresses: SupportAddresses;
  webUrl: string;
}

export function createEnquiriesService(deps: EnquiriesServiceDeps) {
  const { db, repository, catalog, captcha, outbox, supportAddresses, webUrl } = deps;

  return {
    /**
     * Stores an enquiry and the two mails it causes (the visitor's acknowledgement, the city's
     * support notification) in one transaction that also spends the captcha: a wrong captcha
     * stores nothing, and a stored enquiry always has its mails. Property names are the index's,
     * in the visitor's language, as the cards they saw showed them.
     */
    async create(input: EnquiryInput, userId: string | null): Promise<{ id: string }> {
      const rows = await catalog.findMany(input.propertyIds);
      const byId = new Map(rows.map((row) => [row.documentId, row]));
      if (input.propertyIds.some((id) => !byId.has(id))) {
        throw new AppError(400, errorCodes.validation, 'The body is not valid', [
          { field: 'propertyIds', code: 'err_invalid_id', message: 'Invalid id' },
        ]);
      }
      const locale = cmsLocaleOf(input.language);
      const named = input.propertyIds.map((id) => {
        const row = byId.get(id)!;
        return {
          row,
          property: { id, name: pickText(row.name, locale) ?? row.slug } satisfies EnquiryProperty,
          link: `${webUrl}/${input.language}${catalogPath(row)}`,
        };
      });
      // The modal of a property belongs to the property's city, whatever city the header shows.
      const cityId = input.kind === 'property' ? named[0]!.row.cityId : input.cityId;
      const aboutOffices = input.kind === 'office_quote' || named.some(({ row }) => row.kind === 'office');
      const supportAddress = await supportAddresses.of(
        cityId,
        aboutOffices ? supportContactTypes.office : supportContactTypes.residence,
      );
      const officeService = input.kind === 'office_quote' ? input.officeService : undefined;
      const mailProperties = named.map(({ property, link }) => ({ name: property.name, link }));

      const id = await db.transaction(async (tx) => {
        await captcha.verify(input.captcha, tx);
        const enquiryId = await repository.insert(
          {
            kind: input.kind,
            language: input.language,
            cityId,
            userId,
            fullName: input.fullName,
            email: input.email,
            phoneNumber: input.phoneNumber,
            companyName: input.companyName || null,
            moveInDate: input.moveInDate ?? null,
            tourInspectionDate: input.tourInspectionDate ?? null,
            message: input.message || null,
            officeService: officeService ?? null,
            properties: named.map(({ property }) => property),
          },
          tx,
        );
        await outbox.enqueueMail(
          {
            to: input.email,
            language: input.language,
            template: {
              kind: 'enquiry-acknowledgement',
              link: `${webUrl}/${input.language}`,
              fullName: input.fullName,
              enquiryKind: input.kind,
              officeService,
              properties: mailProperties,
            },
          },
          tx,
        );
        await outbox.enqueueMail(
          {
            to: supportAddress,
            language: 'en',
            template: {
              kind: 'enquiry-notification',
              link: consoleItemUrl(webUrl, 'enquiries', enquiryId),
              enquiryId,
              enquiryKind: input.kind,
              visitorLanguage: input.language,
              cityCode: cityCodeOf(cityId),
              fullName: input.fullName,
              email: input.email,
              phoneNumber: input.phoneNumber,
              companyName: input.companyName,
              moveInDate: input.moveInDate,
              tourInspectionDate: input.tourInspectionDate,
              officeService,
              message: input.message,
              properties: mailProperties,
            },
          },
          tx,
        );
        return enquiryId;
      });
      return { id };
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
