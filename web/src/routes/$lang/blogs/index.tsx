import { createFileRoute, redirect } from '@tanstack/react-router';
import { allBlogsKey } from '@/features/blogs/utils/blog-categories';

/** /{lang}/blogs has no page of its own: it is the "all blogs" tab. */
export const Route = createFileRoute('/$lang/blogs/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/$lang/blogs/$category/{-$id}',
      params: { lang: params.lang, category: allBlogsKey, id: undefined },
      search: { pageIndex: 1 },
      replace: true,
    });
  },
});
