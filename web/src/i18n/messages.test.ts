import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { localeFor, messagesByLanguage, type MessageId } from './index';

const argumentsOf = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
const sampleValues = {
  phone: '+84 24 1234 5678',
  year: 2026,
  city: 'Hanoi',
  count: 2,
  size: 85.5,
  email: 'guest@example.com',
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
