import type { Language } from '@stayvn/shared';
import { SiteFooter } from '@/components/layout/site-footer';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { SocialLinks, SupportContacts } from '@/features/site/components/footer-contacts';
import { HotlineLink } from '@/features/site/components/hotline-link';

/** The layout's footer with the parts that need data: a chunk of its own (`-footer-island.tsx`). */
export default function Footer({ language }: { language: Language }) {
  return (
    <SiteFooter
      language={language}
      hotline={<HotlineLink variant="footer" />}
      contacts={<SupportContacts />}
      social={<SocialLinks />}
      newsletter={<NewsletterForm language={language} />}
    />
  );
}
