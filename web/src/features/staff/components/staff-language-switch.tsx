import { languageCodes, languageNames, type Language } from '@stayvn/shared';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { languageAtom } from '@/lib/preferences/atoms';
import { loadStaffMessages } from '@/i18n/staff-messages';
import { StaffSelect } from './staff-ui';

/** The console's language: stored like the site's, switched in place once its messages are here. */
export function StaffLanguageSwitch({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <StaffSelect<Language>
      label={intl.formatMessage({ id: 'staff.language' })}
      hideLabel={compact}
      options={languageCodes.map((code) => ({ id: code, label: languageNames[code] }))}
      value={language}
      data-testid="staff-language"
      onChange={(next) => {
        void loadStaffMessages(next).then(() => setLanguage(next));
      }}
    />
  );
}
