import { FLUID_TYPES, type FluidType } from '@hygiene/api-client';
import { useId } from 'react';
import { styled } from 'styled-components';

import * as messages from '../../../messages';
import { ThumbChoice } from './stepStyles';

const text = messages.installations;

/** Step 2 'Liquid': the fluid kind from the fixed list, Alcohol ('Disinfectant') by default. */
export function FluidStep({
  fluidType,
  onChoose,
}: {
  fluidType: FluidType;
  onChoose: (fluidType: FluidType) => void;
}) {
  const name = useId();
  return (
    <Fieldset>
      <Legend>{text.fluidKind}</Legend>
      {FLUID_TYPES.map((type) => (
        <ThumbChoice key={type}>
          <input
            type="radio"
            name={name}
            value={type}
            checked={fluidType === type}
            onChange={() => onChoose(type)}
          />
          {messages.fluid[type]}
        </ThumbChoice>
      ))}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
