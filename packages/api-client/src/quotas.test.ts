import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import {
  COMMENT_MAX_LENGTH,
  FLOOR_PLAN_MAX_ENTRIES,
  IMAGE_MAX_BYTES,
  INSTALLATION_IMAGES_MAX,
} from './constants';

/** The hand-written document, as the contract test reads it. */
const document = parse(
  readFileSync(new URL('../openapi/platform.yaml', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};

/** A value deep in the document, by its keys. */
function at(path: string[]): unknown {
  let value: unknown = document;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

// The constants are generated from the keywords (`x-constants`), so they cannot differ; what is
// checked here is what a generator does not write: the refusals listed and the prose's numbers.
describe('the quotas: the contract lists their refusals and says their numbers', () => {
  it('a comment: the 413 on create and update', () => {
    for (const [path, method] of [
      ['/devices/{id}/comments', 'post'],
      ['/devices/{id}/comments/{commentId}', 'put'],
    ] as const) {
      expect(Object.keys(at(['paths', path, method, 'responses']) as object)).toContain('413');
    }
    expect(JSON.stringify(at(['components', 'responses', 'CommentTooLong']))).toContain(
      COMMENT_MAX_LENGTH.toLocaleString('en-GB'),
    );
  });

  it('a floor plan: the 413 on every write of one', () => {
    for (const path of ['/floors/{id}/floor-plans', '/rooms/{id}/floor-plans']) {
      for (const method of ['post', 'put']) {
        expect(Object.keys(at(['paths', path, method, 'responses']) as object)).toContain('413');
      }
    }
    expect(
      at(['components', 'schemas', 'FloorPlan', 'properties', 'map', 'description']),
    ).toContain(FLOOR_PLAN_MAX_ENTRIES.toLocaleString('en-GB'));
  });

  it('an image upload: the size in bytes, the count, 413 and 409', () => {
    const upload = at(['paths', '/device-installations/{id}/images', 'post']) as {
      description: string;
      responses: Record<string, unknown>;
      requestBody: unknown;
    };
    const imageFile = at([
      'paths',
      '/device-installations/{id}/images',
      'post',
      'requestBody',
      'content',
      'multipart/form-data',
      'schema',
      'properties',
      'imageFile',
    ]) as { description: string };
    expect(imageFile.description).toContain(IMAGE_MAX_BYTES.toLocaleString('en-GB'));
    expect(upload.description).toContain(IMAGE_MAX_BYTES.toLocaleString('en-GB'));
    expect(upload.description).toContain(`at most ${INSTALLATION_IMAGES_MAX} images`);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['409', '413']));
  });
});
