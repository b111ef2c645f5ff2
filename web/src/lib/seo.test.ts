import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/seo/json-ld';
import { config } from '@/config';
import { jsonLd, pageHead, privatePageHead, serializeJsonLd, translate } from './seo';

const site = config.siteUrl;

function metaContent(head: ReturnType<typeof pageHead>, key: string): string[] {
  return head.meta
    .filter((entry) => 'content' in entry && (entry.name === key || entry.property === key))
    .map((entry) => (entry as { content: string }).content);
}

describe('pageHead', () => {
  const head = pageHead({
    language: 'jp',
    path: '/offers',
    title: 'Offers',
    description: 'Apartments on offer',
  });

  it('points the canonical link at the page in its own language', () => {
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${site}/jp/offers` });
  });

  it('lists the page in en, ja and vi plus an x-default on English', () => {
    const alternates = head.links.filter((link) => link.rel === 'alternate');
    expect(alternates).toEqual([
      { rel: 'alternate', hrefLang: 'en', href: `${site}/en/offers` },
      { rel: 'alternate', hrefLang: 'ja', href: `${site}/jp/offers` },
      { rel: 'alternate', hrefLang: 'vi', href: `${site}/vi/offers` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${site}/en/offers` },
    ]);
  });

  it('adds the brand to the title and fills Open Graph and Twitter tags', () => {
    expect(head.meta).toContainEqual({ title: 'Offers | StayVN' });
    expect(metaContent(head, 'og:title')).toEqual(['Offers']);
    expect(metaContent(head, 'og:url')).toEqual([`${site}/jp/offers`]);
    expect(metaContent(head, 'og:locale')).toEqual(['ja_JP']);
    expect(metaContent(head, 'og:locale:alternate')).toEqual(['en_US', 'vi_VN']);
    expect(metaContent(head, 'description')).toEqual(['Apartments on offer']);
    expect(metaContent(head, 'og:description')).toEqual(['Apartments on offer']);
    expect(metaContent(head, 'twitter:card')).toEqual(['summary']);
    expect(metaContent(head, 'robots')).toEqual([]);
  });

  it('keeps the home title as it is and writes home without a trailing slash', () => {
    const title = translate('vi', 'app.title');
    const home = pageHead({ language: 'vi', path: '/', title });
    expect(home.meta).toContainEqual({ title });
    expect(home.links).toContainEqual({ rel: 'canonical', href: `${site}/vi` });
  });

  it('uses a large Twitter card when there is an image', () => {
    const withImage = pageHead({
      language: 'en',
      path: 'blog/news/detail/1/a',
      title: 'A',
      image: 'https://cms.example/a.jpg',
      type: 'article',
    });
    expect(metaContent(withImage, 'og:image')).toEqual(['https://cms.example/a.jpg']);
    expect(metaContent(withImage, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(withImage, 'og:type')).toEqual(['article']);
    expect(withImage.links[0]).toEqual({ rel: 'canonical', href: `${site}/en/blog/news/detail/1/a` });
  });

  it('marks a private page noindex', () => {
    const head = pageHead({ language: 'en', path: '/manage-account', title: 'Account', indexable: false });
    expect(metaContent(head, 'robots')).toEqual(['noindex, follow']);
  });

  it('gives private pages a translated title and noindex, English for an unknown language', () => {
    const head = privatePageHead({ lang: 'vi' }, '/forgot-password', 'forgot.title');
    expect(head.meta).toContainEqual({ title: `${translate('vi', 'forgot.title')} | StayVN` });
    expect(metaContent(head, 'robots')).toEqual(['noindex, follow']);
    expect(privatePageHead({ lang: 'xx' }, '/x', 'notFound.title').links[0]).toEqual({
      rel: 'canonical',
      href: `${site}/en/x`,
    });
  });

  it('carries JSON-LD for <HeadContent />', () => {
    const data = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'A' };
    const head = pageHead({ language: 'en', path: '/b', title: 'B', jsonLd: data });
    expect(head.scripts).toEqual([{ type: 'application/ld+json', children: serializeJsonLd(data) }]);
    expect(jsonLd(data)).toEqual(head.scripts[0]);
    expect(pageHead({ language: 'en', path: '/b', title: 'B' }).scripts).toEqual([]);
  });
});

describe('JSON-LD escaping', () => {
  const hostile = { '@type': 'Thing', name: '</script><script>alert(1)</script> & more\u2028' };

  it('leaves no < > or & in the text and parses back to the same data', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders one ld+json script that cannot be closed early', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');
  });
});
