import { styled } from 'styled-components';

/** What a status mark says at a glance. */
export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger';

/**
 * The dot's shape alone, hidden from assistive technology, with no tooltip and no tab stop: for
 * a status whose words are already on screen beside it (a named dot there would be read twice).
 */
export function StatusShape({ tone }: { tone: StatusTone }) {
  return (
    <ShapeBox aria-hidden="true" data-tone={tone}>
      <Shape tone={tone} />
    </ShapeBox>
  );
}

/** The tone's shape and colour, hidden from assistive technology (the caller names it). */
export function Shape({ tone }: { tone: StatusTone }) {
  switch (tone) {
    case 'neutral':
      return (
        <Svg viewBox="0 0 12 12" aria-hidden="true" $tone={tone}>
          <circle cx="6" cy="6" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </Svg>
      );
    case 'success':
      return (
        <Svg viewBox="0 0 12 12" aria-hidden="true" $tone={tone}>
          <circle cx="6" cy="6" r="5.5" fill="currentColor" />
        </Svg>
      );
    case 'warning':
      return (
        <Svg viewBox="0 0 12 12" aria-hidden="true" $tone={tone}>
          <path d="M6 0.5 11.5 11H0.5Z" fill="currentColor" />
        </Svg>
      );
    case 'danger':
      return (
        <Svg viewBox="0 0 12 12" aria-hidden="true" $tone={tone}>
          <rect x="0.5" y="0.5" width="11" height="11" rx="1.5" fill="currentColor" />
          <path d="M3.5 3.5 8.5 8.5M8.5 3.5 3.5 8.5" stroke="white" strokeWidth="1.8" />
        </Svg>
      );
    default:
      return tone satisfies never;
  }
}

const ShapeBox = styled.span`
  display: inline-flex;
  align-items: center;
`;

const Svg = styled.svg<{ $tone: StatusTone }>`
  width: 12px;
  height: 12px;
  color: ${({ theme, $tone }) =>
    $tone === 'neutral'
      ? theme.color.textMuted
      : $tone === 'success'
        ? theme.color.success
        : $tone === 'warning'
          ? theme.color.warning
          : theme.color.danger};
`;
