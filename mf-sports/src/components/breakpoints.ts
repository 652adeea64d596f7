/** Spec 9: desktop is a window wider than 1278 px (side menu shown, ads shown); mobile below. */
export const DESKTOP = '@media (min-width: 1279px)';
export const MOBILE = '@media (max-width: 1278px)';
/** A phone's width: the controls are compact so the first screen reaches the games. */
export const PHONE = '@media (max-width: 639px)';
