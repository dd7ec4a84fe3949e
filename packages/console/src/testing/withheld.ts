import type { OperationId } from '@hygiene/api-client';
import { expect, waitFor } from 'storybook/test';

/**
 * Waits until `Offered` has withheld what acts with `operation` (the roles table arrives a moment
 * after the screen), so a following 'not offered' check cannot pass before the decision.
 */
export async function expectWithheld(canvasElement: HTMLElement, operation: OperationId) {
  await waitFor(() =>
    expect(canvasElement.querySelector(`[data-withheld="${operation}"]`)).not.toBeNull(),
  );
}
