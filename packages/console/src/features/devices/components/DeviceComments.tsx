import { COMMENT_MAX_LENGTH, type DeviceComment } from '@hygiene/api-client';
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
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { styled } from 'styled-components';

import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useWrite } from '../../../data/writeOperation';
import { createDeviceComment } from '../../../generated/operations/createDeviceComment';
import { deleteDeviceComment } from '../../../generated/operations/deleteDeviceComment';
import { listDeviceComments } from '../../../generated/operations/listDeviceComments';
import { updateDeviceComment } from '../../../generated/operations/updateDeviceComment';
import { formatDateTime } from '../../../lib/formatDate';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';
import { checkCommentDraft } from '../commentDraft';

const text = messages.deviceDetail;

/** What the comment list is doing besides showing: one edit or one delete at a time. */
type CommentAction =
  | { status: 'idle' }
  | { status: 'editing'; commentId: string; draft: string }
  | { status: 'confirmingDelete'; commentId: string };

/**
 * A device's comments: add, edit, delete with confirmation; each comment offers what the
 * platform says the signed-in user may do with it. Comment text is user text and is
 * only ever rendered as text. A delete that fails says so and keeps the comment. Each field
 * counts its characters against the platform's `COMMENT_MAX_LENGTH`; over it the field says so
 * and its save is disabled, so nothing over the limit is sent. A 413 from the platform all the
 * same is said as the limit, not as a bare failure.
 */
export function DeviceComments({ deviceId }: { deviceId: string }) {
  const { api, tenant } = useConsoleApi();
  const comments = useQuery(listDeviceComments.options(api, tenant, deviceId));
  // Each write refreshes the device's records (its comments, its QR code): the contract's roots.
  const create = useWrite(createDeviceComment);
  const update = useWrite(updateDeviceComment);
  const remove = useWrite(deleteDeviceComment);
  const [draft, setDraft] = useState('');
  const [action, setAction] = useState<CommentAction>({ status: 'idle' });

  const newDraft = checkCommentDraft(draft);
  const editDraft = action.status === 'editing' ? checkCommentDraft(action.draft) : null;
  const saveError = apiErrorOf(create.error ?? update.error);
  const refusedTooLong =
    saveError !== null && 'httpStatus' in saveError && saveError.httpStatus === 413;

  // Saving is ignored while a save runs (spec §4), however fast the second click.
  const createOnce = useSubmitOnce(async (text: string) => {
    await create.mutateAsync({ id: deviceId, body: { text } });
    setDraft('');
  });
  const updateOnce = useSubmitOnce(async (commentId: string, text: string) => {
    await update.mutateAsync({ id: deviceId, commentId, body: { text } });
    setAction({ status: 'idle' });
  });
  const removeOnce = useSubmitOnce(async (commentId: string) => {
    try {
      await remove.mutateAsync({ id: deviceId, commentId });
    } finally {
      setAction({ status: 'idle' });
    }
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (newDraft.status !== 'ok') return;
    void createOnce(draft.trim());
  };

  const saveEdit = (event: FormEvent) => {
    event.preventDefault();
    if (action.status !== 'editing' || editDraft?.status !== 'ok') return;
    void updateOnce(action.commentId, action.draft.trim());
  };

  const confirmDelete = () => {
    if (action.status !== 'confirmingDelete') return;
    void removeOnce(action.commentId);
  };

  return (
    <Section aria-labelledby="device-comments">
      <SectionTitle id="device-comments">{text.commentsSection}</SectionTitle>
      {remove.isError ? (
        <Banner tone="error" dismissible onHide={remove.reset}>
          {apiErrorOf(remove.error)?.status === 'forbidden'
            ? text.notYourCommentToDelete
            : text.deleteCommentFailed}
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
          {refusedTooLong
            ? text.commentRefusedTooLong
            : saveError?.status === 'forbidden'
              ? text.notYourComment
              : text.saveFailed}
        </Banner>
      ) : null}
      {comments.isPending ? <Skeleton lines={2} label={text.commentsSection} /> : null}
      {comments.isError ? <ErrorState message={text.commentsError} /> : null}
      {comments.data && comments.data.length === 0 ? <Muted>{text.noComments}</Muted> : null}
      {comments.data && comments.data.length > 0 ? (
        <PlainList aria-label={text.commentsSection}>
          {comments.data.map((comment) => (
            <CommentItem key={comment.id}>
              {action.status === 'editing' && action.commentId === comment.id ? (
                <form onSubmit={saveEdit}>
                  <Inline>
                    <CommentField
                      label={text.editCommentLabel}
                      value={action.draft}
                      onChange={(event) => setAction({ ...action, draft: event.target.value })}
                    />
                    <Button
                      type="submit"
                      variant="primary"
                      disabled={editDraft?.status !== 'ok' || update.isPending}
                    >
                      {text.saveComment}
                    </Button>
                    <Button onClick={() => setAction({ status: 'idle' })}>{text.cancel}</Button>
                  </Inline>
                </form>
              ) : (
                <CommentView
                  comment={comment}
                  onEdit={() =>
                    setAction({ status: 'editing', commentId: comment.id, draft: comment.text })
                  }
                  onDelete={() => setAction({ status: 'confirmingDelete', commentId: comment.id })}
                />
              )}
            </CommentItem>
          ))}
        </PlainList>
      ) : null}
      <form onSubmit={add}>
        <Inline>
          <CommentField
            label={text.newComment}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button
            type="submit"
            variant="primary"
            disabled={newDraft.status !== 'ok' || create.isPending}
          >
            {text.addComment}
          </Button>
        </Inline>
      </form>
      <ConfirmDialog
        open={action.status === 'confirmingDelete'}
        title={text.deleteCommentTitle}
        onConfirm={confirmDelete}
        onCancel={() => setAction({ status: 'idle' })}
        busy={remove.isPending}
      >
        {text.deleteCommentBody}
      </ConfirmDialog>
    </Section>
  );
}

/** A comment's text field with its count against the limit, and the error over it. */
function CommentField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const check = checkCommentDraft(value);
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      hint={text.commentCounter(check.length, COMMENT_MAX_LENGTH)}
      error={
        check.status === 'tooLong' ? text.commentTooLong(COMMENT_MAX_LENGTH, check.over) : undefined
      }
    />
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
          comment.edited
            ? comment.editedBy
              ? text.editedBy(formatDateTime(comment.edited), comment.editedBy)
              : text.edited(formatDateTime(comment.edited))
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Muted>
      {/* Offered as the platform says the signed-in user may (issue 46: a comment is edited by
          its author, deleted by its author or an administrator); a platform that does not say
          is asked, and refuses itself. */}
      {comment.viewerMayEdit !== false || comment.viewerMayDelete !== false ? (
        <Inline>
          {comment.viewerMayEdit !== false ? (
            <Button onClick={onEdit}>{text.editComment}</Button>
          ) : null}
          {comment.viewerMayDelete !== false ? (
            <Button variant="danger" onClick={onDelete}>
              {text.deleteComment}
            </Button>
          ) : null}
        </Inline>
      ) : null}
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
