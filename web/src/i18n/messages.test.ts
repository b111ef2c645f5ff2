import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesByLanguage } from './catalogs';
import { localeFor, type MessageId } from './index';

// An argument is `{name}` or `{name, type…`; plural branches such as `=0 {No homes}` are text.
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
const sampleValues = {
  phone: '+84 24 1234 5678',
  year: 2026,
  city: 'Hanoi',
  count: 2,
  size: 85.5,
  email: 'guest@example.com',
  caption: 'Lobby',
  category: 'News',
  page: 2,
  pages: 3,
  name: 'Lotus Residence',
  index: 1,
  total: 6,
  rate: 4,
  keyword: 'zzzz',
  max: 5,
  min: 50,
  field: 'Adults',
  price: '$1,200',
  nights: 2,
  label: 'Tết',
  number: 'SV-7K2M-9QXD-4TNB',
  days: 15,
  cutoff: '28 November 2026',
  date: '25 November 2026',
  percent: 50,
  unit: '/ month',
  time: '14:30, 26 November 2026',
  amount: '1.500.000 ₫',
  status: 'Sent',
};

describe.each(Object.entries(messagesByLanguage))('%s messages', (language, messages) => {
  const reference = messagesByLanguage.en;

  it('have exactly the ids of the English catalogue', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
  });

  it('use the same arguments as the English messages', () => {
    for (const id of Object.keys(reference) as MessageId[]) {
      expect({ id, args: argumentsOf(messages[id]) }).toEqual({ id, args: argumentsOf(reference[id]) });
    }
  });

  it('are valid ICU messages that format without errors', () => {
    const errors: unknown[] = [];
    const intl = createIntl({
      locale: localeFor(language as keyof typeof messagesByLanguage),
      messages,
      onError: (error) => errors.push(error),
    });
    for (const id of Object.keys(messages) as MessageId[]) {
      expect(intl.formatMessage({ id }, sampleValues)).not.toBe(id);
    }
    expect(errors).toEqual([]);
  });
});
