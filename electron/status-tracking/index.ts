// Status tracking: follows submitted payments and collections until they settle, keeps
// the cache current and tells listeners (requires_action with its reason). Import from here.
export { ACH_RETURN_WINDOW_MS, createStatusTracker, isTerminalStatus, type FollowedItem, type StatusTracker } from './status-tracker';
export { DEFAULT_BACKOFF, jittered, nextBaseDelay, resolveBackoff } from './poll-backoff';
export type {
  BackoffOptions, FollowOptions, StatusApi, StatusCache, StatusEvent, StatusTrackerOptions, TrackedKind, TrackingProblem,
} from './status-types';
