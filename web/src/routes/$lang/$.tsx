import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { privatePageHead } from '@/lib/seo';

/** Any path under a language that no route matches: a not-found page inside the layout. */
export const Route = createFileRoute('/$lang/$')({
  head: ({ params }) => privatePageHead(params, `/${params._splat ?? ''}`, 'notFound.title'),
  component: LanguageNotFound,
});

function LanguageNotFound() {
  const { language } = Route.useRouteContext();
  return <NotFoundPage language={language} />;
}
