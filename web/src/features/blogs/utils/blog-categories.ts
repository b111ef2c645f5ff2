/** The tab that lists every blog; it is a CMS category too, so editors name it per language. */
export const allBlogsKey = 'all-blogs';

export type BlogCategory = { key: string; name: string };

/** "All blogs" always leads, whatever order the editors gave it; the rest keep the CMS order. */
export function orderCategories(categories: BlogCategory[]): BlogCategory[] {
  const all = categories.filter((category) => category.key === allBlogsKey);
  return [...all, ...categories.filter((category) => category.key !== allBlogsKey)];
}

export function findCategory(categories: BlogCategory[], key: string): BlogCategory | undefined {
  return categories.find((category) => category.key === key);
}
