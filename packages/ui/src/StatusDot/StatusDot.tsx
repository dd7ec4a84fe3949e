import { styled } from 'styled-components';

import { MIN_TARGET_SIZE_PX } from '../constants';
import { focusRing } from '../shared/focusRing';
import { Tooltip } from '../Tooltip';
import { Shape, type StatusTone } from './StatusShape';

export interface StatusDotProps {
  /** Colour and shape: neutral is a ring, success a disc, warning a triangle, danger a square with a cross. */
  tone: StatusTone;
  /** The status in words: the accessible name and the tooltip's text. */
  label: string;
  /** More about the status, shown in the tooltip under `label` (and so read as its description). */
  detail?: string;
}

/**
 * A small status mark with a tooltip (the live-connection indicator is built on it). Each tone
 * has its own shape as well as its own colour, so it never relies on colour alone. The dot is
 * focusable so the tooltip opens on keyboard focus as well as on hover.
 */
export function StatusDot({ tone, label, detail }: StatusDotProps) {
  const content =
    detail === undefined ? (
      label
    ) : (
      <>
        {label}
        <Detail>{detail}</Detail>
      </>
    );
  return (
    <Tooltip content={content}>
      <Target role="img" aria-label={label} tabIndex={0} data-tone={tone}>
        <Shape tone={tone} />
      </Target>
    </Tooltip>
  );
}

const Detail = styled.span`
  display: block;
`;

const Target = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${MIN_TARGET_SIZE_PX}px;
  height: ${MIN_TARGET_SIZE_PX}px;
  border-radius: 50%;
  cursor: default;
  ${focusRing}
`;
