import { createFileRoute, redirect } from '@tanstack/react-router';
import { storageKeys } from '@/lib/preferences/atoms';
import { readLanguage } from '@/lib/preferences/preference-values';
import { browserLanguages, resolveLanguage } from '@/features/preferences/utils/resolve-language';
import { readStored } from '@/lib/storage';

/** `/` has no language: send the visitor to the stored, browser or default one. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ location }) => {
    const resolution = resolveLanguage({
      pathname: location.pathname,
      searchStr: location.searchStr,
      hash: location.hash,
      stored: readStored(storageKeys.language, readLanguage),
      browserLanguages: browserLanguages(),
    });
    if (resolution.kind === 'redirect') throw redirect({ href: resolution.href, replace: true });
  },
});
