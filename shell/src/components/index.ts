/** The shell's own user interface (spec 2 "Screens", spec 4 prompts). */
export { Layout, type LayoutProps } from './Layout';
export { Header, type HeaderProps, SEARCH_PANEL_ID, SIGN_IN_PATH, LOGO_WIDTH } from './Header';
export { TopicBar, type Topic, type TopicBarProps } from './TopicBar';
export { Footer, type FooterProps } from './Footer';
export { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
export { NotFoundPage } from './NotFoundPage';
export { NotSupportedPage, EDGE_DOWNLOAD_URL } from './NotSupportedPage';
export { isUnsupportedBrowser } from './isUnsupportedBrowser';
export { Toasts } from './Toasts';
export { toastDuration, TOAST_MS, type Toast } from './toastDuration';
export { ProgressBar, PROGRESS_MS, type ProgressBarProps } from './ProgressBar';
export { CookieBanner, type CookieBannerProps } from './CookieBanner';
export { ExternalLinkDialog } from './ExternalLinkDialog';
export { RemoteFallback, type RemoteFallbackProps } from './RemoteFallback';
export { SkipLink, MAIN_ID } from './SkipLink';
export { usePageTitle, type TitleId } from './usePageTitle';
export { mailtoHref } from './mailtoHref';
