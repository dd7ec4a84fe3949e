import { styled, keyframes } from 'styled-components';

import { useUiMessages } from '../messages';

export interface SpinnerProps {
  /** What is loading, for screen readers. Defaults to 'Loading'. */
  label?: string;
  /** Diameter in px. Defaults to 32. */
  size?: number;
}

/** A circular, indeterminate progress indicator. */
export function Spinner({ label: labelProp, size = 32 }: SpinnerProps) {
  const messages = useUiMessages();
  const label = labelProp ?? messages.loading;
  return <Circle role="progressbar" aria-label={label} $size={size} />;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  box-sizing: border-box;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
