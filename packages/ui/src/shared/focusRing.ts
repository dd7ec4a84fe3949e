import { css } from 'styled-components';

/** The one focus indicator of the kit: visible on keyboard focus only, theme-coloured. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * A kit button's text whatever an embedding app sets on `button` (Tailwind, Bootstrap): the
 * surrounding font, and no letter spacing or case change of the app's. A weight goes after it.
 */
export const buttonText = css`
  font: inherit;
  letter-spacing: normal;
  text-transform: none;
`;

/** Hides content visually while keeping it for screen readers (live regions, labels). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
