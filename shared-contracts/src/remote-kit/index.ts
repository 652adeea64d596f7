export { defineRemote, type RemoteDefinition, type Messages } from './define-remote';
export { loadCatalogue, type Catalogues } from './catalogues';
export { SectionTexts, withSectionTexts } from './section-texts';
export { useRemote } from './context';
export { RemoteErrorBoundary } from './ErrorBoundary';
export { REMOTE_FALLBACK_TEXT } from './fallback-text';
export { palette, focusRing, plainList, visuallyHidden } from './ui/theme';
export { GiftFace, giftButtonStyle, GiftIcon, ProgressRing } from './ui/gift';
export { TextField, textInputStyle, type TextFieldProps } from './ui/TextField';
export { EmptyState } from './ui/EmptyState';
export { AdSlot, AD_LABEL, adSlotsUsed, useAdCounts, type AdSlotProps } from './ui/AdSlot';
export { PageFrame, type PageFrameProps } from './ui/PageFrame';
export { Skeleton } from './ui/Skeleton';
export { NavigateLink } from './ui/NavigateLink';
export { usePageTitle } from './ui/usePageTitle';
export { storyPageHead, usePageHead, type PageHeadInput } from './ui/usePageHead';
export {
  applyPageHead,
  headIsFor,
  pageTitle,
  shortDescription,
  siteDescription,
  siteHead,
  siteUrl,
  type PageHead,
} from './head';
export { useLoad, type Load } from './useLoad';
export { lazyRoute, preloadRoute, routeChunkOf, type LazyRoute, type RemoteRoute } from './lazy-route';
export { routeTable } from './route-table';
export { useDataSaver, type DataSaver } from './useDataSaver';
export { useHydrated } from './useHydrated';
export {
  collectingData,
  hydrationData,
  ServerDataProvider,
  useClaimServerResult,
  useServerResult,
  type ServerData,
  type ServerResults,
} from './server-data';
export { useFocusTrap } from './ui/useFocusTrap';
export { createUseT, type Translate, type MessageValues } from './createUseT';
export { useSession, useSessionOf } from './useSession';
export { useFollowFlow, type FollowFlow, type FollowedProfile } from './useFollowFlow';
export { FormEchoProvider, useFormEcho, useFormField } from './form-echo';
export { ServerHeadProvider, useDeclareServerHead, type HeadCollector } from './server-head';
