import { languageCodes, languageNames, type Language } from '@stayvn/shared';
import { useLocation } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Select } from '@/components/ui/select';
import { GlobeIcon } from '@/components/ui/icons';
import { localeFor } from '@/i18n';
import { languageAtom } from '@/lib/preferences/atoms';
import { switchLanguageHref } from '../utils/resolve-language';

const options = languageCodes.map((code) => ({
  id: code,
  label: languageNames[code],
  compact: code.toUpperCase(),
  lang: localeFor(code),
}));

/** Switches the first path segment and reloads the page, as the spec asks. */
export function LanguagePicker({ language, tone }: { language: Language; tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  const location = useLocation();
  const setLanguage = useSetAtom(languageAtom);
  return (
    <Select
      label={intl.formatMessage({ id: 'header.language.label' })}
      options={options}
      value={language}
      icon={<GlobeIcon size={16} />}
      tone={tone}
      data-testid="language-picker"
      onChange={(next) => {
        setLanguage(next);
        window.location.assign(switchLanguageHref(location, next));
      }}
    />
  );
}
