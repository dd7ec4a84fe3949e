import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { Button } from '../Button';
import { useUiMessages } from '../messages';
import { statusIcon } from '../shared/statusIcon';

/** What a banner reports. */
export type BannerTone = 'info' | 'success' | 'error';

export interface BannerProps {
  /** `success` ('New floorplan saved'), `error` ('Unable to save floorplan') or `info`. */
  tone: BannerTone;
  /** The message. Rendered as text (or the nodes given), never as HTML. */
  children: ReactNode;
  /**
   * Hide the banner this many ms after it appears (spec §9: 4 s for the floor plan, 3 s for a user
   * update). Omit to keep it until dismissed. To show the same banner again, remount it (`key`).
   */
  hideAfterMs?: number;
  /** Called once when the banner hides, by timer or by the dismiss button. */
  onHide?: () => void;
  /** Show a dismiss button. Defaults to false. */
  dismissible?: boolean;
}

/**
 * A message above content that announces itself (errors as alerts, the rest politely) and can
 * hide itself after a time the caller gives.
 */
export function Banner({ tone, children, hideAfterMs, onHide, dismissible = false }: BannerProps) {
  const messages = useUiMessages();
  const [visible, setVisible] = useState(true);
  const hide = useEffectEvent(() => {
    setVisible(false);
    onHide?.();
  });

  useEffect(() => {
    if (hideAfterMs === undefined) return undefined;
    const timer = setTimeout(hide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [hideAfterMs]);

  if (!visible) return null;
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      <Icon aria-hidden="true">{tone === 'error' ? '!' : tone === 'success' ? '✓' : 'i'}</Icon>
      <Text>{children}</Text>
      {dismissible && (
        <Button
          onClick={() => {
            setVisible(false);
            onHide?.();
          }}
        >
          {messages.banner.dismiss}
        </Button>
      )}
    </Box>
  );
}

const Box = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 6px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.color.danger
        : $tone === 'success'
          ? theme.color.success
          : theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Icon = styled.span`
  ${statusIcon}
  flex: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Text = styled.span`
  flex: 1;
`;
