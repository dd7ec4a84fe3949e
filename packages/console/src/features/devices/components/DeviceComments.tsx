import type { DeviceComment } from '@hygiene/api-client';
import {
  Banner,
  Button,
  ConfirmDialog,
  ErrorState,
  Inline,
  Muted,
  PlainList,
  Section,
  SectionTitle,
  Skeleton,
  TextField,
} from '@hygiene/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

import { formatDateTime } from '../../../lib/formatDate';
import * as messages from '../../../messages';
import { useCreateDeviceComment } from '../api/createDeviceComment';
import { useDeleteDeviceComment } from '../api/deleteDeviceComment';
import { useDeviceComments } from '../api/getDeviceComments';
import { useUpdateDeviceComment } from '../api/updateDeviceComment';

const text = messages.deviceDetail;

/** What the comment list is doing besides showing: one edit or one delete at a time. */
type CommentAction =
  | { kind: 'idle' }
  | { kind: 'editing'; commentId: string; draft: string }
  | { kind: 'confirmingDelete'; commentId: string };

/**
 * A device's comments: add, edit, delete with confirmation. Comment text is user text and is
 * only ever rendered as text. A delete that fails says so and keeps the comment.
 */
export function DeviceComments({ deviceId }: { deviceId: string }) {
  const comments = useDeviceComments(deviceId);
  const create = useCreateDeviceComment(deviceId);
  const update = useUpdateDeviceComment(deviceId);
  const remove = useDeleteDeviceComment(deviceId);
  const [draft, setDraft] = useState('');
  const [action, setAction] = useState<CommentAction>({ kind: 'idle' });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body || create.isPending) return;
    create.mutate({ text: body }, { onSuccess: () => setDraft('') });
  };

  const saveEdit = (event: FormEvent) => {
    event.preventDefault();
    if (action.kind !== 'editing' || !action.draft.trim() || update.isPending) return;
    update.mutate(
      { commentId: action.commentId, text: action.draft.trim() },
      { onSuccess: () => setAction({ kind: 'idle' }) },
    );
  };

  const confirmDelete = () => {
    if (action.kind !== 'confirmingDelete') return;
    remove.mutate(action.commentId, { onSettled: () => setAction({ kind: 'idle' }) });
  };

  return (
    <Section aria-labelledby="device-comments">
      <SectionTitle id="device-comments">{text.commentsSection}</SectionTitle>
      {remove.isError ? (
        <Banner tone="error" dismissible onHide={remove.reset}>
          {text.deleteCommentFailed}
        </Banner>
      ) : null}
      {update.isError || create.isError ? (
        <Banner
          tone="error"
          dismissible
          onHide={() => {
            update.reset();
            create.reset();
          }}
        >
          {text.saveFailed}
        </Banner>
      ) : null}
      {comments.isPending ? <Skeleton lines={2} label={text.commentsSection} /> : null}
      {comments.isError ? <ErrorState message={text.commentsError} /> : null}
      {comments.data && comments.data.length === 0 ? <Muted>{text.noComments}</Muted> : null}
      {comments.data && comments.data.length > 0 ? (
        <PlainList aria-label={text.commentsSection}>
          {comments.data.map((comment) => (
            <CommentItem key={comment.id}>
              {action.kind === 'editing' && action.commentId === comment.id ? (
                <form onSubmit={saveEdit}>
                  <Inline>
                    <TextField
                      label={text.editCommentLabel}
                      value={action.draft}
                      onChange={(event) => setAction({ ...action, draft: event.target.value })}
                    />
                    <Button type="submit" variant="primary" disabled={update.isPending}>
                      {text.saveComment}
                    </Button>
                    <Button onClick={() => setAction({ kind: 'idle' })}>{text.cancel}</Button>
                  </Inline>
                </form>
              ) : (
                <CommentView
                  comment={comment}
                  onEdit={() =>
                    setAction({ kind: 'editing', commentId: comment.id, draft: comment.text })
                  }
                  onDelete={() => setAction({ kind: 'confirmingDelete', commentId: comment.id })}
                />
              )}
            </CommentItem>
          ))}
        </PlainList>
      ) : null}
      <form onSubmit={add}>
        <Inline>
          <TextField
            label={text.newComment}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="primary" disabled={!draft.trim() || create.isPending}>
            {text.addComment}
          </Button>
        </Inline>
      </form>
      <ConfirmDialog
        open={action.kind === 'confirmingDelete'}
        title={text.deleteCommentTitle}
        onConfirm={confirmDelete}
        onCancel={() => setAction({ kind: 'idle' })}
        busy={remove.isPending}
      >
        {text.deleteCommentBody}
      </ConfirmDialog>
    </Section>
  );
}

function CommentView({
  comment,
  onEdit,
  onDelete,
}: {
  comment: DeviceComment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <CommentText>{comment.text}</CommentText>
      <Muted>
        {[
          comment.author,
          formatDateTime(comment.created),
          comment.edited ? text.edited(formatDateTime(comment.edited)) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Muted>
      <Inline>
        <Button onClick={onEdit}>{text.editComment}</Button>
        <Button variant="danger" onClick={onDelete}>
          {text.deleteComment}
        </Button>
      </Inline>
    </>
  );
}

const CommentItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const CommentText = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
