import { styled, keyframes } from 'styled-components';

import { useUiMessages } from '../messages';

export interface SkeletonProps {
  /** How many placeholder lines. Defaults to 1. */
  lines?: number;
  /** Height of each line in px. Defaults to 20. */
  lineHeight?: number;
  /** What is loading, for screen readers. Defaults to 'Loading'. */
  label?: string;
}

/** Grey placeholder lines where content will appear; one progress indicator for assistive technology. */
export function Skeleton({ lines = 1, lineHeight = 20, label: labelProp }: SkeletonProps) {
  const messages = useUiMessages();
  const label = labelProp ?? messages.loading;
  return (
    <Lines role="progressbar" aria-label={label}>
      {Array.from({ length: Math.max(1, lines) }, (_, i) => (
        // Lines have no identity of their own; their position is their key.
        <Line key={i} $height={lineHeight} $short={i % 3 === 2} />
      ))}
    </Lines>
  );
}

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

const Line = styled.span<{ $height: number; $short: boolean }>`
  display: block;
  height: ${({ $height }) => $height}px;
  width: ${({ $short }) => ($short ? '60%' : '100%')};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
