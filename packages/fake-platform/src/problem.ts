/**
 * RFC 9457 problem+json answers. Validation failures name the field in `detail` and in
 * `errors` (field to messages, the shape ASP.NET Core platforms send).
 */
import { messages } from './messages';

const PROBLEM_TYPE = 'application/problem+json';

export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  /** Field (dot path, or a header or query name) to what is wrong with it. */
  errors?: Record<string, string[]>;
}

/** A problem+json response. */
export function problemResponse(problem: Problem): Response {
  return new Response(JSON.stringify({ type: 'about:blank', ...problem }), {
    status: problem.status,
    headers: { 'content-type': PROBLEM_TYPE },
  });
}

/**
 * Something the caller sent is wrong. Thrown from handlers, answered as 400; a body that is JSON
 * but breaks its schema (a type, a limit, a pattern) as 422 Unprocessable Content.
 */
export class BadRequest extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    readonly status: 400 | 422 = 400,
  ) {
    super(
      Object.entries(errors)
        .map(([field, problems]) => `${field}: ${problems.join(' ')}`)
        .join('; '),
    );
  }
  static field(field: string, message: string): BadRequest {
    return new BadRequest({ [field]: [message] });
  }
}

/** An error thrown from a handler that becomes a problem answer. */
export class HttpProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

export const notFound = (detail: string) =>
  new HttpProblem({ status: 404, title: messages.notFoundTitle, detail });
export const forbidden = (detail: string) =>
  new HttpProblem({ status: 403, title: messages.forbiddenTitle, detail });
export const conflict = (detail: string) =>
  new HttpProblem({ status: 409, title: messages.conflictTitle, detail });
export const serverError = (detail: string) =>
  new HttpProblem({ status: 500, title: messages.serverErrorTitle, detail });

/** The answer for any error a handler threw. */
export function problemFor(error: unknown): Response {
  if (error instanceof BadRequest) {
    return problemResponse({
      status: error.status,
      title: error.status === 422 ? messages.unprocessableTitle : messages.badRequestTitle,
      detail: error.message,
      errors: error.errors,
    });
  }
  if (error instanceof HttpProblem) return problemResponse(error.problem);
  console.error('fake platform: handler failed', error);
  return problemResponse({
    status: 500,
    title: messages.serverErrorTitle,
    detail: error instanceof Error ? error.message : String(error),
  });
}
