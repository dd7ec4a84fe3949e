import { Button, Inline, Muted } from '@hygiene/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

import * as messages from '../../../messages';
import { serialNumbersText } from '../serialText';

const text = messages.provisioning;

/** The part of the Clipboard API the copy needs; injected in stories. */
export interface ClipboardWriter {
  writeText: (text: string) => Promise<void>;
}

/** What the last press of 'Copy to clipboard' did. */
type CopyState = { status: 'idle' } | { status: 'copied' } | { status: 'refused' };

function browserClipboard(): ClipboardWriter | null {
  return typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard : null;
}

export interface CopySerialsProps {
  serialNumbers: readonly string[];
  /** Defaults to the browser's clipboard. */
  clipboard?: ClipboardWriter | null;
  /** More buttons beside 'Copy to clipboard' ('Download as CSV'). */
  children?: ReactNode;
}

/**
 * 'Copy to clipboard' (spec §2: the serials joined with comma and space). It says so when it
 * worked; where the browser refuses the clipboard (no permission, an insecure page) it shows the
 * text selected, ready for Ctrl+C, instead of failing silently.
 */
export function CopySerials({
  serialNumbers,
  clipboard = browserClipboard(),
  children,
}: CopySerialsProps) {
  const [state, setState] = useState<CopyState>({ status: 'idle' });
  const fallback = useRef<HTMLTextAreaElement>(null);
  const fallbackId = useId();
  const joined = serialNumbersText(serialNumbers);

  useEffect(() => {
    if (state.status !== 'refused') return;
    fallback.current?.focus();
    fallback.current?.select();
  }, [state]);

  const copy = async () => {
    // 'Copied.' stays until the next press (no timer: what the screen says does not depend on
    // how fast one reads). The press clears it first, so the status region announces it again.
    setState({ status: 'idle' });
    try {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(joined);
      setState({ status: 'copied' });
    } catch {
      setState({ status: 'refused' });
    }
  };

  return (
    <Box>
      <Inline>
        <Button onClick={() => void copy()}>{text.copy}</Button>
        {children}
        {/* Always present, so the confirmation is announced when its text changes. */}
        <span role="status">{state.status === 'copied' ? <Muted>{text.copied}</Muted> : null}</span>
      </Inline>
      {state.status === 'refused' ? (
        <>
          <p role="alert">{text.copyRefused}</p>
          <label htmlFor={fallbackId}>{text.serialNumbers}</label>
          <FallbackText id={fallbackId} ref={fallback} readOnly value={joined} rows={3} />
        </>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  p {
    margin: 0;
  }
`;

const FallbackText = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;
