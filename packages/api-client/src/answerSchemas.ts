/**
 * @hygiene/api-client/schemas: the valibot schemas the client checks the platform's answers with,
 * for another package that validates the same messages (a device event from elsewhere, a page of
 * devices). Generated from `openapi/platform.yaml`. A sub-entry, so an app that only calls the
 * platform loads them when its first call is under way, not with its first screen.
 */
export {
  BluetoothEventSchema,
  CounterEventSchema,
  DeviceEventPageSchema,
  DeviceEventSchema,
  DevicePageSchema,
  DeviceSchema,
  DeviceInstallationPageSchema as InstallationPageSchema,
  DeviceInstallationSchema as InstallationSchema,
  TransactionEventSchema,
} from './generated/schemas';
