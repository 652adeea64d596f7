/** Hidden on screen, still read by assistive technology (one definition, in the remote kit). */
export { visuallyHidden } from 'shared-contracts/remote-kit';
