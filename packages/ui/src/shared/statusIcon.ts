import { css } from 'styled-components';

/** The round, outlined glyph ('!', '✓', 'i') that marks a banner or an error state. */
export const statusIcon = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 2px solid currentColor;
  box-sizing: border-box;
  font-size: 0.8rem;
`;
