import { COMMENT_MAX_LENGTH } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { checkCommentDraft } from './commentDraft';

describe('checkCommentDraft', () => {
  it.each([
    ['nothing', '', { status: 'empty', length: 0 }],
    ['only spaces', '   ', { status: 'empty', length: 0 }],
    ['a word', ' Refilled ', { status: 'ok', length: 8 }],
    [
      'exactly the limit',
      'x'.repeat(COMMENT_MAX_LENGTH),
      { status: 'ok', length: COMMENT_MAX_LENGTH },
    ],
    [
      'the limit with spaces around',
      `  ${'x'.repeat(COMMENT_MAX_LENGTH)}  `,
      { status: 'ok', length: COMMENT_MAX_LENGTH },
    ],
    [
      'one over',
      'x'.repeat(COMMENT_MAX_LENGTH + 1),
      { status: 'tooLong', length: COMMENT_MAX_LENGTH + 1, over: 1 },
    ],
  ])('%s', (_, draft, expected) => {
    expect(checkCommentDraft(draft)).toEqual(expected);
  });

  it('takes another limit', () => {
    expect(checkCommentDraft('abcd', 3)).toEqual({ status: 'tooLong', length: 4, over: 1 });
  });
});
