import { Button, TextAreaField } from '@hygiene/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';

import { printedSerials as text } from '../../../messages/printedSerials';
import { checkPrintedSerials, type PrintedSerialsCheck } from '../printedSerials';

export interface PrintedSerialsFieldProps {
  /** The list as typed, pasted, scanned or read from a file. */
  value: string;
  onChange: (value: string) => void;
  /** The chosen model's prefix, which every serial begins with; null before one is chosen. */
  prefix: string | null;
  /** Told the list's check whenever the list or the model changes (a stable function). */
  onCheck: (check: PrintedSerialsCheck) => void;
  readOnly?: boolean;
}

/**
 * The serial numbers printed on devices that arrived with them (issue 46): one per line, typed,
 * pasted, or scanned (a barcode scanner types the code and Enter), or read from a CSV file. The
 * first problem is said at the field; the count says how many devices Create makes. Loads when
 * the person chooses printed serials, with its rules and texts.
 */
export function PrintedSerialsField({
  value,
  onChange,
  prefix,
  onCheck,
  readOnly = false,
}: PrintedSerialsFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const fileHintId = useId();
  const [fileFailed, setFileFailed] = useState(false);
  const check = checkPrintedSerials(value, prefix);
  // The form decides Create from the check, and the model (prefix) can change under the list.
  useEffect(() => {
    onCheck(checkPrintedSerials(value, prefix));
  }, [value, prefix, onCheck]);

  const readFile = async (file: File) => {
    try {
      onChange(await file.text());
      setFileFailed(false);
    } catch {
      setFileFailed(true);
    }
  };

  return (
    <Stack>
      <TextAreaField
        label={text.label}
        hint={text.hint}
        rows={6}
        spellCheck={false}
        autoCapitalize="characters"
        autoComplete="off"
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        {...(check.status === 'invalid' ? { error: check.error } : {})}
        {...(fileFailed ? { error: text.csvFailed } : {})}
      />
      <Row>
        <Button
          disabled={readOnly}
          onClick={() => fileInput.current?.click()}
          aria-describedby={fileHintId}
        >
          {text.csv}
        </Button>
        <Hint id={fileHintId}>{text.csvHint}</Hint>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          aria-label={text.csv}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void readFile(file);
          }}
        />
      </Row>
      <Count role="status">
        {check.status === 'valid' ? text.count(check.serialNumbers.length) : ''}
      </Count>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 480px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &:empty {
    display: none;
  }
`;
