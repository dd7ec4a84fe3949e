import { styled } from 'styled-components';

import * as messages from '../../../messages';
import { mountingGuidance } from '../../../messages/installations';
import { StepStack, StepText } from './stepStyles';

const text = messages.installations;

/** Step 3 'Turn on hand sensor': a picture telling the installer to switch the sensor on. */
export function SensorOnStep() {
  return (
    <StepStack>
      <Picture role="img" aria-label={text.sensorOnPicture} viewBox="0 0 200 140">
        <rect x="50" y="10" width="100" height="110" rx="12" className="body" />
        <rect x="80" y="96" width="40" height="14" rx="4" className="sensor" />
        {/* The switch under the cover, set to on. */}
        <rect x="70" y="40" width="60" height="24" rx="12" className="track" />
        <circle cx="116" cy="52" r="9" className="on" />
        <text x="100" y="84" textAnchor="middle" className="label">
          ON
        </text>
      </Picture>
      <StepText>{text.sensorOn}</StepText>
    </StepStack>
  );
}

/** Step 4 'Check hand sensor': the second picture for the same. */
export function SensorCheckStep() {
  return (
    <StepStack>
      <Picture role="img" aria-label={text.sensorCheckPicture} viewBox="0 0 200 140">
        <rect x="50" y="4" width="100" height="80" rx="12" className="body" />
        <rect x="80" y="66" width="40" height="12" rx="4" className="on" />
        {/* A hand under the sensor. */}
        <path d="M70 128 C70 104 84 96 100 96 C116 96 130 104 130 128 Z" className="hand" />
        <path d="M100 86 L100 94 M88 88 L84 94 M112 88 L116 94" className="beam" />
      </Picture>
      <StepText>{text.sensorCheck}</StepText>
    </StepStack>
  );
}

/** Step 5 'Mount on wall': the mounting guidance of spec §2, in order. */
export function MountStep() {
  return (
    <StepStack>
      <Steps>
        {mountingGuidance().map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </StepStack>
  );
}

const Picture = styled.svg`
  width: 100%;
  max-height: 180px;

  .body {
    fill: ${({ theme }) => theme.color.surfaceRaised};
    stroke: ${({ theme }) => theme.color.textMuted};
    stroke-width: 3;
  }
  .sensor,
  .track {
    fill: ${({ theme }) => theme.color.border};
  }
  .on {
    fill: ${({ theme }) => theme.color.success};
  }
  .hand {
    fill: ${({ theme }) => theme.color.textMuted};
  }
  .beam {
    stroke: ${({ theme }) => theme.color.success};
    stroke-width: 3;
    stroke-linecap: round;
  }
  .label {
    fill: ${({ theme }) => theme.color.text};
    font-size: 14px;
    font-weight: bold;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;
