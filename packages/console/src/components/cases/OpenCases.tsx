import { CASE_NOTE_MAX_LENGTH, type Case } from '@hygiene/api-client';
import { Banner, Button, Dialog, Inline, PlainList, SelectField, TextAreaField } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

import { apiErrorOf } from '../../data/apiQuery';
import { useConsoleApi } from '../../data/useConsoleApi';
import { useWrite } from '../../data/writeOperation';
import { acknowledgeCase } from '../../generated/operations/acknowledgeCase';
import { assignCase } from '../../generated/operations/assignCase';
import { listCasePeople } from '../../generated/operations/listCasePeople';
import { resolveCase } from '../../generated/operations/resolveCase';
import { formatDateTime } from '../../lib/formatDate';
import { useSubmitOnce } from '../../lib/useSubmitOnce';
import { cases as text } from '../../messages/cases';
import { Offered } from '../Offered';

/** What one case's controls are doing besides showing. */
type CaseAction = { status: 'idle' } | { status: 'assigning' } | { status: 'resolving' };

/**
 * A device's open cases (issue 50), one per condition: who is on each, and the buttons to say
 * "I'm on it", to give it to someone and to resolve it with a note, each offered only to a role
 * that may. The worklist's cards, the device page and the floor plan's chosen device show it, so
 * whoever walks to a dispenser sees whether someone else already is.
 */
export function OpenCases({ cases }: { cases: readonly Case[] }) {
  const open = cases.filter((c) => c.state !== 'resolved');
  if (open.length === 0) return null;
  return (
    <PlainList aria-label={text.whoIsOnIt}>
      {open.map((item) => (
        <OpenCase key={item.id} item={item} />
      ))}
    </PlainList>
  );
}

function OpenCase({ item }: { item: Case }) {
  const { tenant } = useConsoleApi();
  const [action, setAction] = useState<CaseAction>({ status: 'idle' });
  const acknowledge = useWrite(acknowledgeCase);
  const what = text.reasons[item.reason];
  const acknowledgeOnce = useSubmitOnce(() =>
    acknowledge.mutateAsync({ tenant, caseId: item.id }).then(() => undefined),
  );
  const failed = apiErrorOf(acknowledge.error);
  return (
    <Item data-case-state={item.state}>
      <Status>
        <strong>{what}</strong>:{' '}
        {item.acknowledged
          ? text.acknowledgedBy(item.acknowledged.by.name, formatDateTime(item.acknowledged.at))
          : text.nobodyYet}
        {item.assignee ? <> · {text.assignedTo(item.assignee.name)}</> : null}
        {item.reports > 1 ? <> · {text.reportedAgain(item.reports)}</> : null}
      </Status>
      {failed ? (
        <Banner tone="error" dismissible onHide={acknowledge.reset}>
          {failed.status === 'conflict' ? text.resolvedAlready : text.writeFailed}
        </Banner>
      ) : null}
      <Inline>
        {item.state === 'open' ? (
          <Offered operation="acknowledgeCase">
            <Button
              variant="primary"
              aria-label={text.acknowledgeOf(what, item.serialNumber)}
              disabled={acknowledge.isPending}
              onClick={() => void acknowledgeOnce().catch(() => undefined)}
            >
              {text.acknowledge}
            </Button>
          </Offered>
        ) : null}
        <Offered operation="assignCase">
          <Button
            aria-expanded={action.status === 'assigning'}
            onClick={() =>
              setAction(
                action.status === 'assigning' ? { status: 'idle' } : { status: 'assigning' },
              )
            }
          >
            {text.assign}
          </Button>
        </Offered>
        <Offered operation="resolveCase">
          <Button
            aria-label={text.resolveOf(what, item.serialNumber)}
            onClick={() => setAction({ status: 'resolving' })}
          >
            {text.resolve}
          </Button>
        </Offered>
      </Inline>
      {action.status === 'assigning' ? (
        <AssignForm item={item} onDone={() => setAction({ status: 'idle' })} />
      ) : null}
      <ResolveDialog
        item={item}
        open={action.status === 'resolving'}
        onClose={() => setAction({ status: 'idle' })}
      />
    </Item>
  );
}

/** Giving a case to someone: the people the platform names, the signed-in one marked. */
function AssignForm({ item, onDone }: { item: Case; onDone: () => void }) {
  const { api, tenant } = useConsoleApi();
  const people = useQuery(listCasePeople.options(api, tenant, tenant));
  const assign = useWrite(assignCase);
  const [personId, setPersonId] = useState(item.assignee?.id ?? '');
  const assignOnce = useSubmitOnce(async (chosen: string) => {
    await assign.mutateAsync({ tenant, caseId: item.id, body: { personId: chosen || null } });
    onDone();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void assignOnce(personId).catch(() => undefined);
  };
  const failed = apiErrorOf(assign.error);
  return (
    <form onSubmit={submit}>
      {people.isError ? <Banner tone="error">{text.peopleFailed}</Banner> : null}
      {failed ? (
        <Banner tone="error">
          {failed.status === 'conflict' ? text.resolvedAlready : text.writeFailed}
        </Banner>
      ) : null}
      <Inline>
        <SelectField
          label={text.assignLabel(text.reasons[item.reason])}
          value={personId}
          onChange={(event) => setPersonId(event.target.value)}
          disabled={!people.data}
          options={[
            { value: '', label: text.nobody },
            ...(people.data ?? []).map((person) => ({
              value: person.id,
              label: person.me ? text.me(person.name) : person.name,
            })),
          ]}
        />
        <Button type="submit" variant="primary" disabled={!people.data || assign.isPending}>
          {text.assignSave}
        </Button>
        <Button onClick={onDone}>{text.cancel}</Button>
      </Inline>
    </form>
  );
}

/** Resolving by hand: a note of what was done, within the platform's limit. */
function ResolveDialog({
  item,
  open,
  onClose,
}: {
  item: Case;
  open: boolean;
  onClose: () => void;
}) {
  const { tenant } = useConsoleApi();
  const resolve = useWrite(resolveCase);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = note.trim();
  const problem =
    trimmed.length === 0
      ? text.noteRequired
      : note.length > CASE_NOTE_MAX_LENGTH
        ? text.noteTooLong(CASE_NOTE_MAX_LENGTH)
        : undefined;
  const close = () => {
    setNote('');
    setTouched(false);
    resolve.reset();
    onClose();
  };
  const resolveOnce = useSubmitOnce(async (value: string) => {
    await resolve.mutateAsync({ tenant, caseId: item.id, body: { note: value } });
    close();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    void resolveOnce(trimmed).catch(() => undefined);
  };
  const failed = apiErrorOf(resolve.error);
  const what = text.reasons[item.reason];
  const formId = `resolve-${item.id}`;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={text.resolveTitle(what, item.serialNumber)}
      actions={
        <>
          <Button onClick={close}>{text.cancel}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={resolve.isPending}>
            {text.resolveSave}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {failed ? (
          <Banner tone="error">
            {failed.status === 'conflict' ? text.resolvedAlready : text.writeFailed}
          </Banner>
        ) : null}
        <TextAreaField
          label={text.resolveNote}
          hint={text.resolveHint}
          value={note}
          maxLength={CASE_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          error={touched ? problem : undefined}
        />
      </form>
    </Dialog>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Status = styled.p`
  margin: 0;
`;
