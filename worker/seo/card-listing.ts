/**
 * The card listing by occasion (`/products?category=wedding`): the only listing query that is a
 * page of its own, with its own canonical address and sitemap entry. Sorting, paging and
 * the other filters are views of it and keep its canonical address.
 */
export function categoryQuery(category: string): string {
  return `?category=${encodeURIComponent(category)}`;
}
