import type { MessageId } from '@/i18n';

/** The shared search schema's message keys (shared/src/search.ts, dates.ts) as react-intl ids. */
const errorIds: Record<string, MessageId> = {
  err_keyword_too_long: 'search.error.keywordTooLong',
  err_invalid_characters: 'field.invalidCharacters',
  err_too_many_selections: 'search.error.tooManySelections',
  err_price_range: 'search.error.priceRange',
  err_price_invalid: 'search.error.priceInvalid',
  err_date_required: 'search.error.dateRequired',
  err_date_invalid: 'search.error.dateInvalid',
  err_date_before_today: 'search.error.dateBeforeToday',
  err_date_end_before_start: 'search.error.dateEndBeforeStart',
  err_date_range_too_long: 'search.error.dateRangeTooLong',
  err_guests_range: 'search.error.guestsRange',
  err_rooms_range: 'search.error.roomsRange',
  err_bbox_invalid: 'search.error.invalid',
};

export function searchErrorId(...codes: string[]): MessageId {
  for (const code of codes) {
    const id = errorIds[code];
    if (id) return id;
  }
  return 'search.error.invalid';
}

/** The form label of a query field, for errors about a hand-edited address. */
const fieldLabelIds: Record<string, MessageId> = {
  keyword: 'search.keyword',
  cityId: 'search.city',
  districts: 'search.districts',
  bedrooms: 'search.bedrooms',
  sizes: 'search.sizes',
  views: 'search.views',
  interiorFacilities: 'search.interiorFacilities',
  buildingFacilities: 'search.buildingFacilities',
  facilities: 'search.facilities',
  priceMin: 'search.priceMin',
  priceMax: 'search.priceMax',
  checkIn: 'search.checkIn',
  checkOut: 'search.checkOut',
  adults: 'search.adults',
  children: 'search.children',
  rooms: 'search.rooms',
};

export function searchFieldLabelId(field: string): MessageId | undefined {
  return fieldLabelIds[field.split('.')[0] ?? field];
}
