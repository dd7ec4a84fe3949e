/**
 * Request bodies the platform accepts: the contract's, generated from it with valibot
 * (`@hygiene/api-client/request-bodies`), keyed by operationId. A body that is not JSON answers
 * 400; JSON that breaks the schema (a type, a limit, a pattern, a lone surrogate, `[]` for an
 * object) answers 422 naming each field by its dot path and what it must be. Nothing is changed.
 */
import { requestBodySchemas } from '@hygiene/api-client/request-bodies';
import * as v from 'valibot';

import {
  COMMENT_MAX_LENGTH,
  FLOOR_PLAN_MAX_ENTRIES,
  IMAGE_MAX_BYTES,
  INSTALLATION_IMAGES_MAX,
} from './constants';
import { messages } from './messages';
import { BadRequest, HttpProblem } from './problem';
import { parsedJsonOf } from './requestBody';

export const bodies = requestBodySchemas(messages);

/** Parses and checks a JSON body; throws {@link BadRequest} (400 or 422) naming each bad field. */
export async function readJson<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<v.InferOutput<S>> {
  // Parsed once, by the body check every request passes (`readRequestBody`); read here only
  // where that did not run.
  let body: unknown;
  const parsed = parsedJsonOf(request);
  if (parsed) body = parsed.value;
  else {
    try {
      body = JSON.parse(await request.text());
    } catch {
      throw BadRequest.field('(body)', messages.bodyNotJson);
    }
  }
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '(body)';
    (errors[field] ??= []).push(issue.message);
  }
  throw new BadRequest(errors, 422);
}

/**
 * The quotas (issue 27), checked before anything is stored. A comment or an image over its size
 * answers 413 Content Too Large; an installation with its images full answers 409 Conflict. The
 * problem names the limit in `detail` and, for the comment, in `errors.text`.
 */
export const quotas = {
  /** The comment's (trimmed) text, or 413 when it is longer than {@link COMMENT_MAX_LENGTH}. */
  commentText(text: string): string {
    if (text.length <= COMMENT_MAX_LENGTH) return text;
    const detail = messages.commentTooLong(COMMENT_MAX_LENGTH, text.length);
    throw new HttpProblem({
      status: 413,
      title: messages.contentTooLargeTitle,
      detail,
      errors: { text: [detail] },
    });
  },
  /** 413 when an image of `bytes` is larger than {@link IMAGE_MAX_BYTES}. */
  imageSize(bytes: number): void {
    if (bytes <= IMAGE_MAX_BYTES) return;
    const detail = messages.imageTooLarge(IMAGE_MAX_BYTES);
    throw new HttpProblem({
      status: 413,
      title: messages.contentTooLargeTitle,
      detail,
      errors: { imageFile: [detail] },
    });
  },
  /** 413 when a floor plan has more than {@link FLOOR_PLAN_MAX_ENTRIES} entries. */
  floorPlanEntries(count: number): void {
    if (count <= FLOOR_PLAN_MAX_ENTRIES) return;
    const detail = messages.floorPlanTooLarge(FLOOR_PLAN_MAX_ENTRIES, count);
    throw new HttpProblem({
      status: 413,
      title: messages.contentTooLargeTitle,
      detail,
      errors: { map: [detail] },
    });
  },
  /** 409 when an installation already has {@link INSTALLATION_IMAGES_MAX} images. */
  imageCount(count: number): void {
    if (count < INSTALLATION_IMAGES_MAX) return;
    const detail = messages.tooManyImages(INSTALLATION_IMAGES_MAX);
    throw new HttpProblem({
      status: 409,
      title: messages.conflictTitle,
      detail,
      errors: { imageFile: [detail] },
    });
  },
} as const;
