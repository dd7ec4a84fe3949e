/**
 * Reading query parameters and answering pages. Wrong parameters are bad requests that name
 * the parameter; paging follows the contract (spec §9): first page 1, default size 10.
 */
import type { PagedResult } from '@hygiene/api-client';

import { MAX_PAGE_SIZE, PAGING } from './constants';
import { messages } from './messages';
import { BadRequest } from './problem';

/** Typed access to a request's query string. */
export class Query {
  private readonly params: URLSearchParams;
  constructor(url: string) {
    this.params = new URL(url).searchParams;
  }

  string(name: string): string | undefined {
    const value = this.params.get(name);
    return value === null ? undefined : value;
  }

  /** A repeated parameter (`a=1&a=2`); empty values are dropped. */
  strings(name: string): string[] {
    return this.params.getAll(name).filter((value) => value !== '');
  }

  /** The search term, trimmed and lower-cased; undefined when empty. */
  term(name = 'term'): string | undefined {
    const value = this.string(name)?.trim().toLowerCase();
    return value ? value : undefined;
  }

  boolean(name: string): boolean | undefined {
    const value = this.string(name);
    if (value === undefined || value === '') return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw BadRequest.field(name, messages.boolean);
  }

  number(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined || value === '') return undefined;
    const number = Number(value);
    if (!Number.isFinite(number)) throw BadRequest.field(name, messages.number);
    return number;
  }

  /** A repeated parameter whose values must come from `allowed`. */
  oneOfEach<T extends string>(name: string, allowed: readonly T[]): T[] {
    const values = this.strings(name);
    for (const value of values) {
      if (!(allowed as readonly string[]).includes(value))
        throw BadRequest.field(name, messages.oneOf(allowed));
    }
    return values as T[];
  }

  /** An integer parameter within `min`..`max` (400 naming it otherwise); undefined when absent. */
  integer(name: string, min: number, max: number): number | undefined {
    const value = this.string(name);
    if (value === undefined || value === '') return undefined;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) {
      throw BadRequest.field(name, messages.integerBetween(min, max));
    }
    return number;
  }

  /**
   * `page` and `pageSize`. Pages start at 1; page 0 (which the live feed and the room types ask
   * for) is read as the first page.
   */
  paging(): Paging {
    const page = this.integer('page', 0, Number.MAX_SAFE_INTEGER) ?? PAGING.firstPage;
    const pageSize = this.integer('pageSize', 1, MAX_PAGE_SIZE) ?? PAGING.defaultPageSize;
    return { page: Math.max(page, PAGING.firstPage), pageSize };
  }
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** One page of `items`, each turned into its contract shape by `view`. */
export function paged<T, V>(
  items: readonly T[],
  paging: Paging,
  view: (item: T) => V,
): PagedResult<V> {
  const { page, pageSize } = paging;
  const totalItems = items.length;
  const totalPages = Math.ceil(totalItems / pageSize);
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize).map(view),
    pageSize,
    currentPage: page,
    nextPage: page < totalPages ? page + 1 : null,
    totalItems,
    totalPages,
  };
}

/** True when `term` is absent or some of `fields` contains it (case-insensitive). */
export function matchesTerm(
  term: string | undefined,
  ...fields: (string | null | undefined)[]
): boolean {
  if (term === undefined) return true;
  return fields.some((field) => field?.toLowerCase().includes(term) ?? false);
}

/**
 * Whether every word of `term` is in one of `fields` (not necessarily the same one): the room
 * search's 'skyllerom bygg b' finds Skyllerom 102 in Bygg B (its name and its premise's name).
 */
export function matchesEveryWord(
  term: string | undefined,
  ...fields: (string | null | undefined)[]
): boolean {
  if (term === undefined) return true;
  const words = term.split(/\s+/).filter(Boolean);
  return words.every((word) => matchesTerm(word, ...fields));
}

/** Norwegian collation with numbers compared as numbers ('Rom 2' before 'Rom 10'). */
export const nameCollator = new Intl.Collator('nb', { numeric: true, sensitivity: 'base' });
/** Sorts by name in that collation. */
export const byName = <T extends { name: string }>(a: T, b: T) =>
  nameCollator.compare(a.name, b.name);
