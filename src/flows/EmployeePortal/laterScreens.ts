// The portal's sections loaded when reached (see lazyScreens.tsx): one chunk.
export { PayStubs } from './PayStubs';
export { Profile } from './Profile';
export { TimeOffSection } from './TimeOffSection';
export { Documents } from './Documents';
