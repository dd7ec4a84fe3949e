import { styled } from 'styled-components';

/** A step's paragraph. */
export const StepText = styled.p`
  margin: 0;
`;

/** A one-line outcome (saved, failed); empty lines take no room. */
export const StatusLine = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &:empty {
    display: none;
  }

  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.success};
  }

  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** A column of a step's parts. */
export const StepStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;
