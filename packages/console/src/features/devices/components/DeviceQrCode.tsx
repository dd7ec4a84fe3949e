import { Muted, Skeleton } from '@hygiene/ui';
import { styled } from 'styled-components';

import { useObjectUrl } from '../../../lib/useObjectUrl';
import * as messages from '../../../messages';
import { useDeviceQrCode } from '../api/getDeviceQrCode';

const text = messages.deviceDetail;
const QR_SIZE_PX = 160;

/** The device's QR code image (a Blob from the API, shown through an object URL). */
export function DeviceQrCode({
  deviceId,
  serialNumber,
}: {
  deviceId: string;
  serialNumber: string;
}) {
  const qr = useDeviceQrCode(deviceId);
  const url = useObjectUrl(qr.data);
  if (qr.isError) return <Muted>{text.qrCodeError}</Muted>;
  if (!url) return <Skeleton lineHeight={QR_SIZE_PX} label={text.qrCode(serialNumber)} />;
  return <Image src={url} alt={text.qrCode(serialNumber)} width={QR_SIZE_PX} height={QR_SIZE_PX} />;
}

const Image = styled.img`
  image-rendering: pixelated;
  background: #fff;
`;
