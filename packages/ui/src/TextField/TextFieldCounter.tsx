import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';

import { useTextFieldCounterMessages } from './textFieldCounterMessages';

/**
 * The counter of a text field with a limit of 20 characters or more ('95 of 100 characters'),
 * from 80 % of it on. Loaded with the first field that has a limit, not with every screen.
 */
export default function TextFieldCounter({
  inputId,
  maxLength,
}: {
  /** The field's input, found by its id (the field passes no ref of its own through). */
  inputId: string;
  maxLength: number;
}) {
  const messages = useTextFieldCounterMessages();
  // The input is the store: typing notifies, and every render of the field reads it again, which
  // also catches a value set without typing (a form's reset fires no event).
  // One subscription per input, not one per render.
  const subscribe = useCallback(
    (notify: () => void) => {
      const element = inputOf(inputId);
      element?.addEventListener('input', notify);
      return () => element?.removeEventListener('input', notify);
    },
    [inputId],
  );
  const length = useSyncExternalStore(subscribe, () => inputOf(inputId)?.value.length ?? 0);
  const shown =
    maxLength >= COUNTED_FROM_LIMIT && length >= Math.floor(maxLength * COUNTER_FROM_SHARE);
  const id = `${inputId}-count`;
  // The input is described by the counter while it shows. Set here, after every render of the
  // field (which may have set its own description again), so the field itself carries no code
  // for counting: every screen loads the field, few a limit.
  useLayoutEffect(() => {
    const element = inputOf(inputId);
    if (!element) return undefined;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const others = ids.filter((other) => other !== id);
    const next = shown ? [...others, id] : others;
    if (next.join(' ') !== ids.join(' ')) {
      if (next.length > 0) element.setAttribute('aria-describedby', next.join(' '));
      else element.removeAttribute('aria-describedby');
    }
    return undefined;
  });
  if (!shown) return null;
  return (
    <Counter id={id} aria-live="polite" data-full={length >= maxLength || undefined}>
      {messages.count(length, maxLength)}
    </Counter>
  );
}

/**
 * The counter shows from this share of the limit on, so a short name is not cluttered and a long
 * one is never cut off unannounced (issue 54).
 */
const COUNTER_FROM_SHARE = 0.8;

/**
 * A limit under this many characters is a format (a count of devices, a code), not a text one
 * writes: it gets no counter.
 */
const COUNTED_FROM_LIMIT = 20;

const inputOf = (id: string) => document.getElementById(id) as HTMLInputElement | null;

const Counter = styled.span`
  align-self: flex-end;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.regular};

  &[data-full] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
