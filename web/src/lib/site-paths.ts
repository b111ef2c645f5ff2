/** Paths (after the language) of pages linked from several places (spec §2.2, §2.4). */

export const projectDetailPath = (project: { id: string; slug: string }) =>
  `featured-projects/detail/overview/${encodeURIComponent(project.id)}/${encodeURIComponent(project.slug)}`;

/** A blog without a category is filed under all-blogs, the list every article is in. */
export const blogDetailPath = (blog: { id: string; slug: string; category: { key: string } | null }) =>
  `blog/${encodeURIComponent(blog.category?.key ?? 'all-blogs')}/detail/${encodeURIComponent(blog.id)}/${encodeURIComponent(blog.slug)}`;
