/** Failures answered instead of the real handler, as a story or test asks (`failNext`). */
import { messages } from './messages';
import { createPathMatcher } from './paths';
import { problemResponse } from './problem';

/** A failure to answer instead of the real handler: see {@link FakePlatform.failNext}. */
export interface FailureRule {
  /** HTTP method; any when omitted. */
  method?: string;
  /** Path template of the contract, `{id}` or `:id` style, below the base path; any when omitted. */
  path?: string;
  /** The status to answer (default 500). */
  status?: number;
  /** How many matching requests fail (default 1). */
  times?: number;
}

/** The failures waiting for their requests. */
export interface FailureInjection {
  /** Makes the next `rule.times` matching requests fail. */
  add(rule: FailureRule): void;
  /** The failure to answer `request` with, counting its rule down; undefined when none matches. */
  answer(request: Request): Response | undefined;
  /** Forgets every waiting failure. */
  clear(): void;
}

/** Failure injection for a platform answering under `basePath`. */
export function createFailureInjection(basePath: string): FailureInjection {
  const failures: (FailureRule & {
    matches: (method: string, path: string) => boolean;
    left: number;
  })[] = [];
  return {
    add(rule) {
      const matches = createPathMatcher(rule.method, rule.path);
      failures.push({ ...rule, matches, left: rule.times ?? 1 });
    },
    answer(request) {
      const path = new URL(request.url).pathname;
      const relative = path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path;
      const failure = failures.find((f) => f.left > 0 && f.matches(request.method, relative));
      if (!failure) return undefined;
      failure.left -= 1;
      if (failure.left === 0) failures.splice(failures.indexOf(failure), 1);
      return problemResponse({
        status: failure.status ?? 500,
        title: messages.serverErrorTitle,
        detail: messages.injectedFailure,
      });
    },
    clear() {
      failures.length = 0;
    },
  };
}
