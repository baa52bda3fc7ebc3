/** Where each tutorial card leads: articles open the docs section they walk through; the video plays on /tutorials. */
export const TUTORIAL_LINKS = {
  install: '/docs#installation',
  imbalance: null,
  value: '/docs#volume-profile-pro',
} as const;

export type TutorialKey = keyof typeof TUTORIAL_LINKS;
