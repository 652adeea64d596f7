/** Type and image styles the front page's story containers share. */
import { css } from '@emotion/react';
import { palette } from 'shared-contracts/remote-kit';

/** Headline links read as headlines (doubled class: above the frame's own link colour). */
export const storyLink = css`
  && {
    color: ${palette.text};
    text-decoration: none;
  }
  &&:hover {
    text-decoration: underline;
  }
`;

/** Generated pictures are 16:9; the box is reserved before the image arrives (no layout shift). */
export const wideImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 4px;
  background: ${palette.skeleton};
`;

export const metaLine = css`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${palette.muted};
  span + time::before {
    content: ' · ';
  }
`;
