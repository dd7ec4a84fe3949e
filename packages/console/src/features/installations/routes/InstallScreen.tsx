import type { Installation } from '@hygiene/api-client';
import {
  Button,
  EmptyState,
  ErrorState,
  LinkButton,
  Page,
  PageHeader,
  Spinner,
  STEPPER_CARD_HEIGHT_PX,
} from '@hygiene/ui';
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';

import type { TenantPickerProps } from '../../../components/pickers/TenantPicker';
import { renderRouterLink, RouterLink } from '../../../components/RouterLink';
import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { MIN_TARGET_SIZE_PX_THUMB, MIN_WIZARD_CARD_HEIGHT_PX } from '../constants';
import { paths } from '../../../routing/paths';
import { useCompleteInstallation } from '../api/completeInstallation';
import { useInstallDevice } from '../api/getInstallDevice';
import type { UploadState } from '../components/ImagesStep';
import type { SaveStatus } from '../components/OverviewStep';
import type { WizardState } from '../wizardState';
import { clearWizardState, sessionStorageOrNull } from '../wizardStorage';

const text = messages.installations;

/**
 * The wizard loads beside the device it installs, not before the page: a QR code opened on a
 * phone shows the page at once (bench:host-size) while the wizard's code and the device arrive
 * together.
 */
const InstallWizard = lazy(async () => ({
  default: (await import('../components/InstallWizard')).InstallWizard,
}));

export interface InstallScreenProps {
  /** Injected in stories; the browser's geolocation by default. */
  geolocation?: TenantPickerProps['geolocation'];
  /** Stories open the photo step in a given upload state. */
  initialUpload?: UploadState;
}

/**
 * The install page (`/devices/{serialNumber}/install`, spec §2): 'Install {serial}', the wizard,
 * and the outcome: 'Successfully installed {serial}' with 'Go to device', or 'Install failed
 * {serial}'. 'Error no serial number' without one; 'Error: deviceInstallation is null' for a
 * device without an installation.
 */
export function InstallScreen({ geolocation, initialUpload }: InstallScreenProps = {}) {
  const { serialNumber = '' } = useParams();
  const serial = serialNumber.trim();
  return (
    <Page>
      <PageHeader title={text.title(serial)} />
      {serial === '' ? (
        <ErrorState message={text.noSerial} />
      ) : (
        <Install serialNumber={serial} geolocation={geolocation} initialUpload={initialUpload} />
      )}
    </Page>
  );
}

function Install({
  serialNumber,
  geolocation,
  initialUpload,
}: {
  serialNumber: string;
  geolocation: InstallScreenProps['geolocation'];
  initialUpload: UploadState | undefined;
}) {
  const { tenant } = useConsoleApi();
  const device = useInstallDevice(serialNumber);
  const complete = useCompleteInstallation();
  const save: SaveStatus =
    complete.status === 'idle'
      ? { status: 'default' }
      : complete.status === 'pending'
        ? { status: 'loading' }
        : { status: complete.status };

  const confirm = (state: WizardState, installation: Installation) => {
    // Spec §4: saving is ignored while loading.
    if (complete.isPending || state.room.kind !== 'confirmed') return;
    complete.mutate(
      {
        id: installation.id,
        completion: {
          serialNumber,
          roomId: state.room.room.id,
          fluidType: state.fluidType,
          offlineConfirmed: state.offlineConfirmed,
        },
      },
      { onSuccess: () => clearWizardState(sessionStorageOrNull(), serialNumber) },
    );
  };

  // The outcome first: after installing, the device may have moved out of reach of this lookup.
  if (save.status === 'success' && device.data) {
    return (
      <Outcome role="status">
        <OutcomeTitle>{text.installed(serialNumber)}</OutcomeTitle>
        <LinkButton href={paths.device.to(tenant, device.data.id)} renderLink={renderRouterLink}>
          {text.goToDevice}
        </LinkButton>
      </Outcome>
    );
  }
  if (device.isError) {
    return apiErrorOf(device.error)?.kind === 'notFound' ? (
      <EmptyState
        title={messages.deviceDetail.notFoundTitle}
        description={messages.deviceDetail.notFound(serialNumber)}
        action={
          <RouterLink to={paths.devices.to(tenant)}>{messages.deviceDetail.toList}</RouterLink>
        }
      />
    ) : (
      <ErrorState message={messages.deviceEntry.fetchError} onRetry={() => void device.refetch()} />
    );
  }
  if (device.data && device.data.deviceInstallation === null) {
    return <ErrorState message={text.noInstallation} />;
  }
  if (save.status === 'error') {
    return (
      <Outcome role="alert">
        <OutcomeTitle data-tone="danger">{text.failed(serialNumber)}</OutcomeTitle>
        <Button onClick={() => complete.reset()}>{text.tryAgain}</Button>
      </Outcome>
    );
  }
  return (
    <ThumbZone>
      <Suspense fallback={<Spinner label={text.title(serialNumber)} />}>
        <InstallWizard
          serialNumber={serialNumber}
          device={device.data}
          save={save}
          onConfirm={confirm}
          geolocation={geolocation}
          {...(initialUpload ? { initialUpload } : {})}
        />
      </Suspense>
    </ThumbZone>
  );
}

const Outcome = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  max-width: 400px;
`;

const OutcomeTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/**
 * An installer holds the phone in one hand: every target in the wizard is at least 44 px, and
 * on a screen too short for the 400 x 500 card the card takes only the height left below the app
 * bar and the title, so Back and Next stay on screen without scrolling the page (the card's
 * content scrolls instead).
 */
function ThumbZone({ children }: { children: ReactNode }) {
  const zone = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = zone.current;
    if (!element) return undefined;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const below =
        document.documentElement.scrollHeight - (top + element.getBoundingClientRect().height);
      const available = Math.floor(window.innerHeight - top - Math.max(below, 0));
      setHeight(
        available < STEPPER_CARD_HEIGHT_PX ? Math.max(available, MIN_WIZARD_CARD_HEIGHT_PX) : null,
      );
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return (
    <Zone
      ref={zone}
      style={height === null ? undefined : ({ '--card-height': `${height}px` } as CSSProperties)}
    >
      {children}
    </Zone>
  );
}

const Zone = styled.div`
  max-width: 100%;

  button,
  select,
  [role='option'] {
    min-height: ${MIN_TARGET_SIZE_PX_THUMB}px;
  }

  & > section {
    height: var(--card-height, ${STEPPER_CARD_HEIGHT_PX}px);
  }
`;
