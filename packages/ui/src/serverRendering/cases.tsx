import type { ReactElement } from 'react';

// The public entry: the cases render what an embedding app imports.
import {
  AppBar,
  Banner,
  Breadcrumbs,
  Button,
  ChecklistField,
  CollapsibleText,
  ConfirmDialog,
  Dialog,
  Disclosure,
  EmptyState,
  ErrorState,
  FilterBar,
  FloorPlanEditor,
  FloorPlanMap,
  FloorPlanPreview,
  HygieneThemeProvider,
  Inline,
  KeyValueList,
  LanguageProvider,
  LinkButton,
  Muted,
  NumberField,
  Page,
  PagedPicker,
  PageHeader,
  PageLayout,
  Pagination,
  PasswordField,
  PickerRow,
  PlainList,
  RadioGroupField,
  ResponsiveGrid,
  Section,
  SectionCard,
  SectionTitle,
  SelectField,
  SideMenu,
  Skeleton,
  Spinner,
  StatusDot,
  StatusShape,
  StepperCard,
  SwitchField,
  Table,
  TextAreaField,
  TextField,
  TextLink,
  Title,
  Tooltip,
  uiMessages,
} from '../index';

/** One published component as an embedding app renders it, and what its HTML must hold. */
/** What an embedding app puts around the published components: the kit's theme provider. */
export function withKitTheme(element: ReactElement): ReactElement {
  return <HygieneThemeProvider mode="light">{element}</HygieneThemeProvider>;
}

export interface ServerRenderingCase {
  name: string;
  /** Made anew for each render: the server's and the browser's. */
  element: () => ReactElement;
  /**
   * In the server's HTML (a label, a title): the component drew itself, not a fallback; null for
   * what draws nothing until an action (a closed dialog).
   */
  html: string | null;
}

const noop = () => undefined;
const plan = [
  { type: 'room', x: 0, y: 0, w: 8, h: 5, label: 'Skyllerom 2.14' },
  { type: 'dispenser', x: 1, y: 1, deviceId: 'd1', label: 'HDX3-10001' },
];

/**
 * Every component `@hygiene/ui` exports, each in a state an app's first render shows. The
 * server-rendering test renders each with `react-dom/server` (no browser globals), and the
 * 'Server rendering' story hydrates each in Chromium, failing on any hydration warning. A new
 * component gets a row here (the test says which export has none).
 */
export const serverRenderingCases: readonly ServerRenderingCase[] = [
  { name: 'AppBar', element: () => <AppBar title="Hygiene console" />, html: 'Hygiene console' },
  {
    name: 'PageLayout',
    element: () => (
      <PageLayout appBar={<AppBar title="Hygiene console" />}>
        <p>Dashboard</p>
      </PageLayout>
    ),
    html: 'Dashboard',
  },
  {
    name: 'SideMenu',
    element: () => (
      <SideMenu
        groups={[{ key: 'g', items: [{ key: 'devices', label: 'Devices', href: '/devices' }] }]}
      />
    ),
    html: 'Devices',
  },
  { name: 'Banner', element: () => <Banner tone="success">Saved</Banner>, html: 'Saved' },
  {
    name: 'Breadcrumbs',
    element: () => (
      <Breadcrumbs
        items={[
          { key: 'sections', label: 'Sections', href: '/sections' },
          { key: 'east', label: 'Øst' },
        ]}
      />
    ),
    html: 'Sections',
  },
  { name: 'Button', element: () => <Button>Save</Button>, html: 'Save' },
  {
    name: 'LinkButton',
    element: () => <LinkButton href="/devices">Devices</LinkButton>,
    html: 'Devices',
  },
  {
    name: 'ChecklistField',
    element: () => <ChecklistField label="Checks" options={[{ value: 'fluid', label: 'Fluid' }]} />,
    html: 'Fluid',
  },
  {
    name: 'CollapsibleText',
    element: () => <CollapsibleText text="Soap dispenser by the sink" />,
    html: 'Soap dispenser',
  },
  {
    name: 'ConfirmDialog',
    element: () => <ConfirmDialog open={false} title="Delete?" onConfirm={noop} onCancel={noop} />,
    html: null,
  },
  {
    name: 'Dialog',
    element: () => (
      <Dialog open={false} title="Models" onClose={noop}>
        <p>Models</p>
      </Dialog>
    ),
    html: null,
  },
  {
    name: 'Disclosure',
    element: () => <Disclosure summary="Filter">Sections</Disclosure>,
    html: 'Filter',
  },
  {
    name: 'EmptyState',
    element: () => <EmptyState title="No devices found." />,
    html: 'No devices',
  },
  {
    name: 'ErrorState',
    element: () => <ErrorState message="Unable to fetch devices from api." />,
    html: 'Unable to fetch',
  },
  {
    name: 'FloorPlanEditor',
    element: () => <FloorPlanEditor name="2. etasje" onSave={noop} />,
    html: '2. etasje',
  },
  {
    name: 'FloorPlanMap',
    element: () => (
      <FloorPlanMap
        map={plan}
        label="Plan of 2. etasje"
        devices={[{ id: 'd1', label: 'HDX3-10001', status: 'online', href: '/d1' }]}
      />
    ),
    html: 'HDX3-10001',
  },
  {
    name: 'FloorPlanPreview',
    element: () => <FloorPlanPreview map={plan} />,
    html: 'Skyllerom 2.14',
  },
  {
    name: 'FilterBar',
    element: () => <FilterBar label="Filter">Sections</FilterBar>,
    html: 'Sections',
  },
  { name: 'Inline', element: () => <Inline>Row</Inline>, html: 'Row' },
  {
    name: 'KeyValueList',
    element: () => <KeyValueList items={[{ label: 'Fluid', value: 'Soap' }]} />,
    html: 'Soap',
  },
  { name: 'Muted', element: () => <Muted>Quiet</Muted>, html: 'Quiet' },
  { name: 'Page', element: () => <Page>Body</Page>, html: 'Body' },
  { name: 'PageHeader', element: () => <PageHeader title="Devices" />, html: 'Devices' },
  {
    name: 'PlainList',
    element: () => (
      <PlainList>
        <li>One</li>
      </PlainList>
    ),
    html: 'One',
  },
  { name: 'ResponsiveGrid', element: () => <ResponsiveGrid>Cells</ResponsiveGrid>, html: 'Cells' },
  { name: 'Section', element: () => <Section>Part</Section>, html: 'Part' },
  {
    name: 'SectionCard',
    element: () => <SectionCard title="Fleet">49</SectionCard>,
    html: 'Fleet',
  },
  { name: 'SectionTitle', element: () => <SectionTitle>Fleet</SectionTitle>, html: 'Fleet' },
  {
    name: 'Table',
    element: () => (
      <Table aria-label="Devices">
        <tbody>
          <tr>
            <td>HDX3-10001</td>
          </tr>
        </tbody>
      </Table>
    ),
    html: 'HDX3-10001',
  },
  {
    name: 'TextLink',
    element: () => <TextLink href="/devices">Devices</TextLink>,
    html: 'Devices',
  },
  { name: 'Title', element: () => <Title>Dashboard</Title>, html: 'Dashboard' },
  { name: 'NumberField', element: () => <NumberField label="Count" />, html: 'Count' },
  {
    name: 'PagedPicker',
    element: () => (
      <PagedPicker<string>
        items="tenants"
        source={{
          input: '',
          search: noop,
          view: {
            status: 'fetched',
            result: {
              items: ['demo'],
              pageSize: 9,
              currentPage: 1,
              nextPage: null,
              totalItems: 1,
              totalPages: 1,
            },
          },
          queryId: 0,
          goToPage: noop,
          retry: noop,
        }}
        getKey={(tenant) => tenant}
        renderItem={(tenant) => tenant}
        onSelect={noop}
      />
    ),
    html: 'demo',
  },
  {
    name: 'PickerRow',
    element: () => <PickerRow title="Skyllerom 101" details={['Skyllerom', '1. etasje']} />,
    html: 'Skyllerom 101',
  },
  {
    // The kit's texts in the language an embedding app passes, on the server as in the browser
    // (loaded first: the test and the story await `loadLanguage('nb')`).
    name: 'LanguageProvider',
    element: () => (
      <LanguageProvider language="nb">
        <Pagination currentPage={1} totalPages={3} nextPage={2} onPageChange={noop} />
      </LanguageProvider>
    ),
    html: 'Side 1 av 3',
  },
  {
    name: 'Pagination',
    element: () => <Pagination currentPage={1} totalPages={3} nextPage={2} onPageChange={noop} />,
    html: uiMessages.pagination.page(1, 3),
  },
  { name: 'PasswordField', element: () => <PasswordField label="Password" />, html: 'Password' },
  {
    name: 'RadioGroupField',
    element: () => (
      <RadioGroupField
        label="Fluid kind"
        options={[{ value: 'Soap', label: 'Soap' }]}
        value="Soap"
        onChange={() => {}}
      />
    ),
    html: 'Soap',
  },
  {
    name: 'SelectField',
    element: () => <SelectField label="Fluid" options={[{ value: 'soap', label: 'Soap' }]} />,
    html: 'Soap',
  },
  { name: 'Skeleton', element: () => <Skeleton label="Devices" />, html: 'Devices' },
  { name: 'Spinner', element: () => <Spinner label="Loading devices" />, html: 'Loading devices' },
  { name: 'StatusDot', element: () => <StatusDot tone="success" label="Online" />, html: 'Online' },
  { name: 'StatusShape', element: () => <StatusShape tone="warning" />, html: '<svg' },
  {
    name: 'StepperCard',
    element: () => (
      <StepperCard title="Select Tenant" step={0} stepCount={8} onBack={noop} onNext={noop}>
        Tenant
      </StepperCard>
    ),
    html: 'Select Tenant',
  },
  { name: 'SwitchField', element: () => <SwitchField label="Temporary" />, html: 'Temporary' },
  {
    name: 'TextAreaField',
    element: () => <TextAreaField label="Serial numbers" defaultValue="HDX3-1" />,
    html: 'HDX3-1',
  },
  { name: 'TextField', element: () => <TextField label="Name" />, html: 'Name' },
  {
    name: 'Tooltip',
    element: () => (
      <Tooltip content="Receiving live events">
        <button type="button">Live</button>
      </Tooltip>
    ),
    html: 'Live',
  },
];
