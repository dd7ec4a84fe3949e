import { Banner, Button, Page, PageHeader, SectionCard } from '@hygiene/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';

import { OpenDeviceForm } from '../../../components/OpenDeviceForm';
import { INTERNAL_FLAG } from '../../../constants';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { scan as text } from '../../../messages/scan';
import { paths } from '../../../routing/paths';
import { browserScanPorts, useQrScan, type ScanPorts, type ScanState } from '../scanning/useQrScan';

/**
 * 'Scan a dispenser' (issue 51): the back camera reads the QR code on the dispenser's label and
 * the device entry page opens (install it, or see it), keeping the link's internal flag. Every
 * way the camera can fail is told with what to do, and typing the serial number always works
 * below. The entry page says when a device is another tenant's. `ports` are the browser's; the
 * stories bring a camera and a reader of their own.
 */
export function ScanScreen({ ports = browserScanPorts }: { ports?: ScanPorts }) {
  const { tenant } = useConsoleApi();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const state = useQrScan(video, ports, attempt);

  useEffect(() => {
    if (state.status !== 'found') return;
    const search = state.internal ? `?${INTERNAL_FLAG}=true` : '';
    void navigate(`${paths.deviceEntry.to(tenant, state.serialNumber)}${search}`);
  }, [state, tenant, navigate]);

  const live = state.status === 'starting' || state.status === 'scanning';
  return (
    <Page>
      <PageHeader title={text.title} description={text.intro} />
      {/* Always in the page, so the camera has somewhere to play the moment it opens. */}
      <Viewfinder hidden={!live}>
        <video ref={video} aria-label={text.preview} muted playsInline />
        <Frame aria-hidden="true" />
      </Viewfinder>
      <ScanStatus state={state} onRetry={() => setAttempt((n) => n + 1)} />
      <SectionCard title={text.orType}>
        <OpenDeviceForm />
      </SectionCard>
    </Page>
  );
}

function ScanStatus({ state, onRetry }: { state: ScanState; onRetry: () => void }) {
  switch (state.status) {
    case 'starting':
      return <Said role="status">{text.starting}</Said>;
    case 'scanning':
      return (
        <Said role="status">{state.unknown ? text.unknownCode(state.unknown) : text.scanning}</Said>
      );
    case 'found':
      return <Said role="status">{text.found(state.serialNumber)}</Said>;
    case 'noCamera':
      return <Banner tone="info">{text.noCamera}</Banner>;
    case 'refused':
    case 'failed':
    case 'readerFailed':
      return (
        <Trouble>
          <Banner tone="error">{text[state.status]}</Banner>
          <Button onClick={onRetry}>{text.tryAgain}</Button>
        </Trouble>
      );
    default:
      return state satisfies never;
  }
}

const Viewfinder = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  aspect-ratio: 1;
  max-height: 60vh;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: #000;

  &[hidden] {
    display: none;
  }

  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Where to hold the code: a square in the middle of the picture. */
const Frame = styled.div`
  position: absolute;
  inset: 15%;
  border: 3px solid #fff;
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: 0 0 0 100vmax rgb(0 0 0 / 35%);
`;

const Said = styled.p`
  margin: 0;
  max-width: 480px;
  overflow-wrap: anywhere;
`;

const Trouble = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
`;
