import { Button } from '@hygiene/ui';
import { styled } from 'styled-components';

import { changedElsewhere as m } from '../messages/changedElsewhere';

export interface ChangedElsewhereProps {
  /** Loads the saved record (what the person typed is dropped). */
  onReload: () => void;
  /** Saves what the person typed over the saved record (the write without `If-Match`). */
  onOverwrite: () => void;
  /** While either runs. */
  busy?: boolean;
  /** What met the change: a save (the default), a removal or a deletion, each said as itself. */
  action?: keyof typeof texts;
}

// Read when drawn, so a language switch shows at once.
const texts = {
  save: { notice: () => m.notice, overwrite: () => m.overwrite },
  remove: { notice: () => m.removeNotice, overwrite: () => m.removeAnyway },
  delete: { notice: () => m.deleteNotice, overwrite: () => m.deleteAnyway },
} as const;

/**
 * What a save says when the record changed elsewhere after it was opened (issue 54): nothing was
 * overwritten, and the person chooses to load the saved record or to save theirs over it, as the
 * floor plan does. Never a silent overwrite.
 */
export function ChangedElsewhereNotice({
  onReload,
  onOverwrite,
  busy = false,
  action = 'save',
}: ChangedElsewhereProps) {
  return (
    <Notice role="alert">
      <p>{texts[action].notice()}</p>
      <Actions>
        <Button onClick={onReload} disabled={busy}>
          {m.loadSaved}
        </Button>
        <Button
          variant="primary"
          onClick={onOverwrite}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {texts[action].overwrite()}
        </Button>
      </Actions>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.color.text};

  & > p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
