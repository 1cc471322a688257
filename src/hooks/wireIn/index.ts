export { type CachedWire, useConfirmWireSent } from './mutations';
export { useWireInRequest, useWireInRequests } from './queries';
export {
  WIRE_NOTES_MAX,
  type WireSentFormOptions,
  type WireSentValues,
  useWireSentForm,
} from './useWireSentForm';
export * as wireInQueries from './queryOptions';
