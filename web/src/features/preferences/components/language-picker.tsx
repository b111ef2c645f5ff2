import { languageCodes, languageNames, type Language } from '@stayvn/shared';
import { useLocation } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { GlobeIcon } from '@/components/ui/icons';
import { Picker, type PickerPlace } from '@/components/ui/picker';
import { localeFor } from '@/i18n';
import { switchLanguageHref } from '../utils/resolve-language';

/**
 * The header's language: each choice is a plain link to this page in that language (the first
 * path segment swapped), loaded afresh as the spec asks; the `$lang` route stores it.
 */
export function LanguagePicker({ language, place }: { language: Language; place: PickerPlace }) {
  const intl = useIntl();
  const location = useLocation();
  const options = languageCodes.map((code) => ({
    id: code,
    label: languageNames[code],
    compact: code.toUpperCase(),
    lang: localeFor(code),
    href: switchLanguageHref(location, code),
  }));
  return (
    <Picker
      label={intl.formatMessage({ id: 'header.language.label' })}
      options={options}
      value={language}
      icon={<GlobeIcon size={16} />}
      place={place}
      testId="language-picker"
    />
  );
}
