import { MIN_TARGET_SIZE_PX } from '@hygiene/ui';
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

/** A choice big enough for a thumb: a radio or checkbox with its text. */
export const ThumbChoice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${MIN_TARGET_SIZE_PX + 8}px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.selected};
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;
