import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { AdSlot } from './AdSlot';
import { focusRing, palette } from './theme';
import { usePageHead, type PageHeadInput } from './usePageHead';

const frameStyle = css`
  max-width: 64rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  color: ${palette.text};
  h1 {
    margin: 0 0 1rem;
    font-size: 1.75rem;
    line-height: 1.25;
  }
  a {
    color: ${palette.link};
  }
  ${focusRing}
`;

export interface PageFrameProps {
  /** The translated page title: the h1 and the first part of document.title. */
  readonly title: string;
  /** True while the page's content is loading (marks the content region busy). */
  readonly busy?: boolean;
  /** Optional navigation or filters shown between the title and the content. */
  readonly nav?: ReactNode;
  readonly children?: ReactNode;
  /** What the head says of this page beyond its title (description, canonical, share image). */
  readonly head?: Omit<PageHeadInput, 'title'>;
  /**
   * Ad slots (spec 9, ./AdSlot.tsx): 'frame' puts the top slot above the title and one middle
   * slot after the content; 'page' only the top slot (the page places its middle slots); none
   * by default.
   */
  readonly ads?: 'frame' | 'page';
}

/**
 * The frame of every remote's page: a section named by its h1, optional navigation, and the content
 * region. The shell's <main> landmark surrounds it, so the frame is a section, not a main.
 */
export function PageFrame({ title, busy = false, nav, children, head, ads }: PageFrameProps) {
  const headingId = useId();
  usePageHead({ ...head, title });
  return (
    <section aria-labelledby={headingId} css={frameStyle}>
      {ads && <AdSlot index={0} />}
      <h1 id={headingId}>{title}</h1>
      {nav}
      <div aria-busy={busy}>{children}</div>
      {ads === 'frame' && <AdSlot index={1} />}
    </section>
  );
}
