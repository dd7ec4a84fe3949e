import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type Ref,
} from 'react';
import { styled } from 'styled-components';

import { COUNTER_FROM_SHARE } from '../constants';
import {
  FieldFrame,
  FieldMessages,
  Input,
  Label,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';
import { useUiMessages } from '../messages';

export interface TextFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Kinds of text input. Defaults to `text`. */
  type?: 'text' | 'email' | 'search' | 'tel' | 'url';
}

/**
 * A labelled text input. Every input prop passes through, `ref` included, so
 * `<TextField label="Device Type" {...register('screenDeviceType')} />` works with react-hook-form.
 *
 * With a `maxLength` (the contract's limit) the browser stops typing at the limit, and a counter
 * ('95 of 100 characters') appears from 80 % of it on, so a pasted text that was cut short is
 * seen. The counter follows the input whether the caller controls its value or not.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  type = 'text',
  ref,
  onInput,
  ...inputProps
}: TextFieldProps) {
  const messages = useUiMessages();
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { label, error, hint });
  const { maxLength, value, defaultValue } = inputProps;
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const input = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  // A value set without typing (a form's reset, react-hook-form's defaults) fires no event, so
  // the DOM is read after every render; an unchanged length sets no state and renders nothing.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render, on purpose
  useLayoutEffect(() => {
    if (input.current) setTypedLength(input.current.value.length);
  });
  const length = value === undefined ? typedLength : String(value).length;
  const counted = maxLength !== undefined && maxLength > 0;
  const showCounter = counted && length >= Math.floor(maxLength * COUNTER_FROM_SHARE);
  const counterId = `${controlId}-count`;
  return (
    <FieldFrame>
      <Label htmlFor={controlId}>{label}</Label>
      <Input
        id={controlId}
        type={type}
        ref={setRefs}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [describedBy, showCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined
        }
        onInput={(event) => {
          setTypedLength(event.currentTarget.value.length);
          onInput?.(event);
        }}
        {...inputProps}
      />
      {showCounter && (
        <Counter id={counterId} aria-live="polite" data-full={length >= maxLength || undefined}>
          {messages.textField.count(length, maxLength)}
        </Counter>
      )}
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </FieldFrame>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

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
