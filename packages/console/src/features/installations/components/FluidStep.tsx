import { FLUID_TYPES, type FluidType } from '@hygiene/api-client';
import { RadioGroupField } from '@hygiene/ui';

import * as messages from '../../../messages';

const text = messages.installations;

/** Step 2 'Liquid': the fluid kind from the fixed list, Alcohol ('Disinfectant') by default. */
export function FluidStep({
  fluidType,
  onChoose,
}: {
  fluidType: FluidType;
  onChoose: (fluidType: FluidType) => void;
}) {
  return (
    <RadioGroupField
      label={text.fluidKind}
      options={FLUID_TYPES.map((type) => ({ value: type, label: messages.fluid[type] }))}
      value={fluidType}
      onChange={onChoose}
    />
  );
}
