import { isLive, useLiveFeed, useTenantGroup, type LiveEvent } from '@hygiene/realtime';
import {
  isActiveInstallationStatus,
  type Device,
  type Installation,
  type Tenant,
} from '@hygiene/api-client';
import { Spinner, StepperCard } from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
} from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { ListedRoom } from '../../../components/pickers/roomPremises';
import type { TenantPickerProps } from '../../../components/pickers/TenantPicker';
import { INSTALL_STEP_COUNT } from '../../../constants';
import { INSTALL_EVENTS_FEED_SIZE, INSTALL_ONLINE_RECHECK_MS } from '../constants';
import { useNow } from '../../../lib/useNow';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useTenantApi } from '../../../data/useTenantApi';
import { installations as text, installationSteps } from '../../../messages/installations';
import { paths } from '../../../routing/paths';
import { lazy } from '../../../i18n';
import { consoleConfigAtom } from '../../../state/atoms';
import { useStartInstallation } from '../api/startInstallation';
import { useSwitchInstallationTenant } from '../api/switchInstallationTenant';
import { deviceLiveness } from '../deviceLiveness';
import {
  addressTenantAfterSwitch,
  backEnabled,
  installationTenantOf,
  nextGate,
  planTenantSwitch,
  type NextGate,
  statusOnOpen,
} from '../wizardRules';
import type { VerifiedBy } from '../verification';
import { chosenRoomOf, wizardReducer, type WizardAction, type WizardState } from '../wizardState';
import { readWizardState, sessionStorageOrNull, writeWizardState } from '../wizardStorage';
import { FluidStep } from './FluidStep';
import { MountStep, SensorCheckStep, SensorOnStep } from './GuidanceSteps';
import { ImagesStep, type UploadState } from './ImagesStep';
import { LivenessBadge } from './LivenessBadge';
import { OverviewStep, type SaveStatus } from './OverviewStep';
import { RoomStep } from './RoomStep';
import { TenantStep } from './TenantStep';

// 'Press the dispenser' (issue 51) comes after five steps: its code and texts load meanwhile.
const VerifyStep = lazy(async () => ({ default: (await import('./VerifyStep')).VerifyStep }));

type Storage = ReturnType<typeof sessionStorageOrNull>;

export interface InstallWizardProps {
  serialNumber: string;
  /** The device; undefined while it loads, and the content stays blank (spec §4). */
  device: Device | undefined;
  save: SaveStatus;
  /** The overview's confirm, with the collected state and the installation it completes. */
  onConfirm: (state: WizardState, installation: Installation) => void;
  /** Where the state is kept; session storage by default. */
  storage?: Storage;
  /** Injected in stories; the browser's by default. */
  geolocation?: TenantPickerProps['geolocation'];
  /** Stories open the photo step in a given upload state. */
  initialUpload?: UploadState;
  /** Focus the step's title on open: the wizard replaced the re-install notice that had focus. */
  focusTitleOnOpen?: boolean;
}

/**
 * The install wizard (spec §2, §4): the 400 x 500 stepper card with eight steps, gated by
 * `nextGate`. While open it follows the live events of the installation's tenant through the
 * realtime group lock, and undoes the lock when it closes; the header says whether the device
 * is online. Its state is kept per serial number in session storage, so a reload resumes.
 */
export function InstallWizard({
  serialNumber,
  device,
  save,
  onConfirm,
  storage = sessionStorageOrNull(),
  geolocation,
  initialUpload,
  focusTitleOnOpen = false,
}: InstallWizardProps) {
  const { tenant } = useConsoleApi();
  const { serviceTenantIdentifier } = useAtomValue(consoleConfigAtom);
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, serialNumber, (serial) =>
    readWizardState(storage, serial),
  );
  // Opened afresh (nothing kept, or only the tenant the re-install notice chose): the wizard
  // starts from the device; a kept room or a later step is the installer's work, resumed as is.
  const [fresh] = useState(() => state.step === 0 && state.room.status === 'none');
  useEffect(() => writeWizardState(storage, serialNumber, state), [storage, serialNumber, state]);

  const installation = device?.deviceInstallation ?? null;
  const installationTenant = installation ? installationTenantOf(installation) : null;
  const roomsApi = useTenantApi(installationTenant);
  useStartFromDevice(fresh ? device : undefined, roomsApi, dispatch);

  // Spec §4: a READY installation moves to IN_PROGRESS when the wizard opens on it, once.
  // The start's answer is kept: a tenant switch chosen while it is under way waits for it, so
  // its abort names the version after the start, not the one before (If-Match; issue 54).
  const { mutateAsync: start } = useStartInstallation(serialNumber);
  const started = useRef<{ id: string; answer: Promise<Installation | null> } | null>(null);
  useEffect(() => {
    if (!installation || started.current?.id === installation.id) return;
    const next = statusOnOpen(installation.installationStatus);
    if (next === null) return;
    started.current = {
      id: installation.id,
      answer: start({ id: installation.id, status: next }).catch(() => null),
    };
  }, [installation, start]);

  // Spec §4: follow the installation's tenant's live events while open; undo the lock on close.
  const group = useTenantGroup();
  const { lockGroup, unlockGroup } = group;
  useEffect(() => {
    if (!installationTenant) return undefined;
    lockGroup(installationTenant);
    return () => unlockGroup();
  }, [installationTenant, lockGroup, unlockGroup]);

  const feed = useLiveFeed({ maxEventsInFeed: INSTALL_EVENTS_FEED_SIZE });
  const now = useNow(INSTALL_ONLINE_RECHECK_MS);
  const liveEventCount = useMemo(
    () =>
      device
        ? feed.events.filter((event) => event.deviceId === device.id && isLive(event, now)).length
        : 0,
    [feed.events, device, now],
  );
  const liveness = deviceLiveness({
    feedStatus: feed.status,
    onlineEventCount: device?.onlineEventCount,
    liveEventCount,
  });

  const switching = useSwitchInstallationTenant(serialNumber);
  const chooseTenant = async (chosen: Tenant) => {
    dispatch({
      type: 'chooseTenant',
      tenant: { identifier: chosen.identifier, name: chosen.name },
    });
    if (!installation) return;
    const startedAnswer =
      started.current?.id === installation.id ? await started.current.answer : null;
    const plan = planTenantSwitch(startedAnswer ?? installation, chosen.identifier);
    if (plan.status === 'none') {
      switching.reset();
      return;
    }
    const outcome = await switching.switchTenant({ plan, tenantName: chosen.name });
    if (outcome.status !== 'saved') return;
    const moveTo = addressTenantAfterSwitch(tenant, serviceTenantIdentifier, chosen.identifier);
    if (moveTo !== null) {
      void navigate(paths.deviceInstall.to(moveTo, serialNumber), { replace: true });
    }
  };

  const steps = useStepsInHistory(state.step, dispatch);
  const gate = installationTenant ? nextGate(state, installationTenant) : null;
  const title = installationSteps()[state.step] ?? '';

  return (
    <StepperCard
      title={title}
      headerAside={device ? <LivenessBadge liveness={liveness} /> : null}
      step={state.step}
      stepCount={INSTALL_STEP_COUNT}
      onBack={steps.back}
      onNext={steps.next}
      backDisabled={!backEnabled(state) || save.status === 'loading'}
      nextDisabled={gate === null || !gate.enabled}
      nextHint={gate && !gate.enabled ? nextHint(gate.reason) : undefined}
      focusTitleOnMount={focusTitleOnOpen}
    >
      {device && installation && roomsApi ? (
        <StepContent
          step={state.step}
          state={state}
          serialNumber={serialNumber}
          installation={installation}
          installationTenant={installationTenant ?? ''}
          roomsApi={roomsApi}
          save={save}
          switchState={switching.state}
          geolocation={geolocation}
          initialUpload={initialUpload}
          dispatch={dispatch}
          deviceId={device.id}
          batteryLevel={device.batteries?.level ?? null}
          liveEvents={feed.events}
          feedFailed={feed.status === 'error'}
          online={liveness.status === 'online'}
          onChooseTenant={(chosen) => void chooseTenant(chosen)}
          onConfirm={() => onConfirm(state, installation)}
        />
      ) : null}
    </StepperCard>
  );
}

/**
 * The wizard starts from what is known, once, when it opens afresh: the planned installation's
 * tenant (chosen, so step 0 does not ask for it again), the device's fluid (a soap dispenser is
 * not made a disinfectant one by tapping Next) and the room it was planned for, else the one it
 * hangs in, chosen for the installer to confirm. The room is asked as the installation's tenant:
 * one of another tenant's is not offered.
 */
function useStartFromDevice(
  device: Device | undefined,
  roomsApi: ReturnType<typeof useTenantApi>,
  dispatch: Dispatch<WizardAction>,
) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !device || !roomsApi) return;
    started.current = true;
    const installation = device.deviceInstallation;
    dispatch({
      type: 'startFrom',
      // The planned installation names its tenant: step 0 shows it chosen, not to choose again.
      ...(installation
        ? {
            tenant: {
              identifier: installationTenantOf(installation),
              name: installation.tenant.name?.trim() || installationTenantOf(installation),
            },
          }
        : {}),
      fluidType: device.fluid?.type ?? null,
      room: null,
    });
    // A planned room (issue 46) is what the installer came to: it comes before the device's
    // current one, which a re-install is moving it from.
    if (installation?.room && isActiveInstallationStatus(installation.installationStatus)) {
      dispatch({ type: 'startFrom', fluidType: null, room: chosenRoomOf(installation.room) });
      return;
    }
    const location = device.location;
    if (location?.type !== 'RoomModel' || !location.identifier) return;
    void roomsApi.getRoom(location.identifier).then((room) => {
      if (room.ok) dispatch({ type: 'startFrom', fluidType: null, room: chosenRoomOf(room.data) });
    });
  }, [device, roomsApi, dispatch]);
}

/** Why Next is disabled, said above it (issue 46); the last step needs no words. */
function nextHint(reason: Extract<NextGate, { enabled: false }>['reason']): string | undefined {
  switch (reason) {
    case 'tenantMismatch':
      return text.mustMatch;
    case 'noRoom':
      return text.nextNeeds.noRoom;
    case 'unverified':
      return text.nextNeeds.unverified;
    case 'noImage':
      return text.nextNeeds.noImage;
    case 'noFluid':
    case 'lastStep':
      return undefined;
    default:
      return reason satisfies never;
  }
}

/**
 * Each step is an entry in the browser's history (the same address, the step in its state), so
 * the phone's Back gesture goes one step back instead of leaving the wizard, as the Back button
 * does. History can only take the wizard back: a forward entry beyond what the gate allowed is
 * not followed. The step the wizard opened at (a resumed one, after a reload) is where history
 * starts.
 */
function useStepsInHistory(step: number, dispatch: Dispatch<WizardAction>) {
  const navigate = useNavigate();
  const location = useLocation();
  const [openedAt] = useState(step);
  const locationState = location.state as { wizardStep?: unknown } | null;
  const historyStep =
    typeof locationState?.wizardStep === 'number' ? locationState.wizardStep : openedAt;
  useEffect(() => {
    dispatch({ type: 'backTo', step: historyStep });
  }, [historyStep, dispatch]);
  return {
    next: () => {
      dispatch({ type: 'next' });
      void navigate(location, { state: { ...locationState, wizardStep: step + 1 } });
    },
    // An entry this wizard pushed is popped (Back and the gesture leave the same history);
    // below the step it opened at there is none, so the step moves by itself.
    back: () => {
      if (historyStep === step && step > openedAt) void navigate(-1);
      else dispatch({ type: 'back' });
    },
  };
}

interface StepContentProps {
  step: number;
  state: WizardState;
  serialNumber: string;
  installation: Installation;
  installationTenant: string;
  roomsApi: NonNullable<ReturnType<typeof useTenantApi>>;
  save: SaveStatus;
  switchState: ReturnType<typeof useSwitchInstallationTenant>['state'];
  geolocation: TenantPickerProps['geolocation'];
  initialUpload: UploadState | undefined;
  dispatch: (action: Parameters<typeof wizardReducer>[1]) => void;
  deviceId: string;
  /** The battery level the device last reported, if it reports one. */
  batteryLevel: number | null;
  /** The live events the wizard follows (the installation's tenant), newest first. */
  liveEvents: readonly LiveEvent[];
  feedFailed: boolean;
  /** The header says 'Device is online'. */
  online: boolean;
  onChooseTenant: (tenant: Tenant) => void;
  onConfirm: () => void;
}

function StepContent({
  step,
  state,
  serialNumber,
  installation,
  installationTenant,
  roomsApi,
  save,
  switchState,
  geolocation,
  initialUpload,
  dispatch,
  deviceId,
  batteryLevel,
  liveEvents,
  feedFailed,
  online,
  onChooseTenant,
  onConfirm,
}: StepContentProps) {
  const startVerifying = useCallback(
    (since: string) => dispatch({ type: 'startVerifying', since }),
    [dispatch],
  );
  const verified = useCallback((by: VerifiedBy) => dispatch({ type: 'verified', by }), [dispatch]);
  const installationTenantName =
    state.tenant?.identifier === installationTenant
      ? state.tenant.name
      : (installation.tenant.name ?? installationTenant);
  switch (step) {
    case 0:
      return (
        <TenantStep
          installationTenantName={installationTenantName}
          installationTenant={installationTenant}
          chosen={
            state.tenant
              ? { identifier: state.tenant.identifier, name: state.tenant.name, realm: '' }
              : null
          }
          switchState={switchState}
          onChoose={onChooseTenant}
          geolocation={geolocation}
        />
      );
    case 1:
      return (
        <RoomStep
          api={roomsApi}
          tenant={installationTenant}
          room={state.room}
          onChoose={(room: ListedRoom) =>
            dispatch({ type: 'chooseRoom', room: chosenRoomOf(room) })
          }
        />
      );
    case 2:
      return (
        <FluidStep
          fluidType={state.fluidType}
          onChoose={(fluidType) => dispatch({ type: 'chooseFluid', fluidType })}
        />
      );
    case 3:
      return <SensorOnStep />;
    case 4:
      return <SensorCheckStep />;
    case 5:
      return <MountStep />;
    case 6:
      return (
        <Suspense fallback={<Spinner label={text.loadingStep} />}>
          <VerifyStep
            serialNumber={serialNumber}
            deviceId={deviceId}
            verification={state.verification}
            events={liveEvents}
            feedFailed={feedFailed}
            batteryLevel={batteryLevel}
            onStart={startVerifying}
            onVerified={verified}
            onFinishUnverified={() => dispatch({ type: 'finishUnverified' })}
          />
        </Suspense>
      );
    case 7:
      return (
        <ImagesStep
          installationId={installation.id}
          storedImages={installation.images?.length ?? 0}
          images={state.images}
          onSaved={() => dispatch({ type: 'imageSaved' })}
          onSkip={() => dispatch({ type: 'skipImages' })}
          {...(initialUpload ? { initialUpload } : {})}
        />
      );
    case 8:
      return (
        <OverviewStep
          serialNumber={serialNumber}
          state={state}
          tenantName={installationTenantName}
          online={online}
          save={save}
          onToggle={(item, checked) => dispatch({ type: 'toggleChecklist', item, checked })}
          onOfflineConfirmed={(confirmed) => dispatch({ type: 'confirmOffline', confirmed })}
          onConfirm={onConfirm}
        />
      );
    default:
      return null;
  }
}
