/** One page of a paged list, as every list of the contract answers it (§3). */
interface Page<T> {
  items: T[];
  nextPage: number | null;
}

/**
 * Every item of a paged list, asked page after page (`pageSize` each) until the platform says
 * there is no next page, at most `maxPages` pages: for a short list a choice offers whole (a
 * tenant's buildings, a building's floors), where a picker would be one step too many.
 */
export async function fetchEveryPage<T>(
  fetchPage: (query: { page: number; pageSize: number }) => Promise<Page<T>>,
  { pageSize = 100, maxPages = 20 }: { pageSize?: number; maxPages?: number } = {},
): Promise<T[]> {
  const items: T[] = [];
  let page: number | null = 1;
  for (let asked = 0; page !== null && asked < maxPages; asked++) {
    const answer: Page<T> = await fetchPage({ page, pageSize });
    items.push(...answer.items);
    // A page that does not move on ends the walk rather than asking it again.
    page = answer.nextPage !== null && answer.nextPage > page ? answer.nextPage : null;
  }
  return items;
}
