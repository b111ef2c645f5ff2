/** The tab that lists every blog; it is a CMS category too, so editors name it per language. */
export const allBlogsKey = 'all-blogs';

/** `id` is the CMS document id, which the list's address may carry (spec: /blogs/{category}/{id?}). */
export type BlogCategory = { id?: string; key: string; name: string };

/** "All blogs" always leads, whatever order the editors gave it; the rest keep the CMS order. */
export function orderCategories(categories: BlogCategory[]): BlogCategory[] {
  const all = categories.filter((category) => category.key === allBlogsKey);
  return [...all, ...categories.filter((category) => category.key !== allBlogsKey)];
}

/** The category of an address; an id, when the address has one, must be that category's. */
export function findCategory(categories: BlogCategory[], key: string, id?: string): BlogCategory | undefined {
  const category = categories.find((item) => item.key === key);
  if (!category || (id !== undefined && id !== category.id)) return undefined;
  return category;
}
