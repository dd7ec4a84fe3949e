import { styled } from 'styled-components';

export interface PickerRowProps {
  /** The main text, e.g. the room name. Rendered as text. */
  title: string;
  /** Secondary facts on a second line, e.g. the room type name and the floor name. */
  details?: readonly string[];
}

/**
 * A two-line row for `PagedPicker.renderItem`: the room picker shows the room name, then its room
 * type name and floor name (spec §2).
 */
export function PickerRow({ title, details = [] }: PickerRowProps) {
  const shown = details.filter((d) => d !== '');
  return (
    <Row>
      <Title>{title}</Title>
      {shown.length > 0 && <Details>{shown.join(' · ')}</Details>}
    </Row>
  );
}

const Row = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Details = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
