import { Button, Muted, Skeleton } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { getDeviceQrCode } from '../../../generated/operations/getDeviceQrCode';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { qrLabels as text } from '../../../messages/qrLabels';

/** A label's QR code: about 3 cm printed, which a phone reads from arm's length. */
const QR_SIZE_PX = 112;

export interface QrLabelSheetProps {
  /** The new devices, in the results' order. */
  devices: readonly { id: string; serialNumber: string }[];
}

/**
 * A printable sheet of QR labels for new devices (issue 46): each label the device's QR code, as
 * the platform makes it (the device's own link), and its serial number in print. 'Print labels'
 * prints the sheet alone; the page around it is left out of the print.
 */
export function QrLabelSheet({ devices }: QrLabelSheetProps) {
  return (
    <>
      {/* A plain style element: styled-components' global styles would cost every first screen. */}
      <style>{PRINT_ONLY_THE_SHEET}</style>
      <Actions>
        <Button variant="primary" onClick={() => window.print()}>
          {text.print}
        </Button>
        <Muted>{text.printHint}</Muted>
      </Actions>
      <Sheet aria-label={text.sheet} data-qr-label-sheet="">
        {devices.map((device) => (
          <Label key={device.id}>
            <LabelQr deviceId={device.id} serialNumber={device.serialNumber} />
            <Serial>{device.serialNumber}</Serial>
          </Label>
        ))}
      </Sheet>
    </>
  );
}

function LabelQr({ deviceId, serialNumber }: { deviceId: string; serialNumber: string }) {
  const { api, tenant } = useConsoleApi();
  const qr = useQuery({ ...getDeviceQrCode.options(api, tenant, deviceId), staleTime: Infinity });
  const url = useObjectUrl(qr.data);
  if (qr.isError) return <Missing>{text.qrFailed}</Missing>;
  if (!url) return <Skeleton lineHeight={QR_SIZE_PX} label={text.qr(serialNumber)} />;
  return <Qr src={url} alt={text.qr(serialNumber)} width={QR_SIZE_PX} height={QR_SIZE_PX} />;
}

/** While the sheet is shown, printing prints it alone, labels kept whole across pages. */
const PRINT_ONLY_THE_SHEET = `
  @media print {
    body * { visibility: hidden; }
    [data-qr-label-sheet], [data-qr-label-sheet] * { visibility: visible; }
    [data-qr-label-sheet] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Sheet = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Black on white in every theme: labels are printed, and scanners read dark on light. */
const Label = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px dashed #767676;
  background: #fff;
  color: #000;
  break-inside: avoid;
`;

const Qr = styled.img`
  image-rendering: pixelated;
`;

const Serial = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  overflow-wrap: anywhere;
  text-align: center;
`;

const Missing = styled.span`
  display: grid;
  place-items: center;
  width: ${QR_SIZE_PX}px;
  height: ${QR_SIZE_PX}px;
  text-align: center;
`;
