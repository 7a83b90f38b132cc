// The words of the way into the setup guide (on the Device screen and the shelf): apart from the
// guide's own (setup-words.ts), which come down with the guide.
export const SETUP_LINK_WORDS = {
  title: 'Set up a new rig',
  neverSetUp: 'This rig was never set up.',
} as const;
